import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { WeChatRegisterScreen } from '@/features/info/InfoPages'

export const Route = createFileRoute('/WeChatRegister')({
  ...pageOptions('/WeChatRegister'),
  component: WeChatRegisterScreen,
})

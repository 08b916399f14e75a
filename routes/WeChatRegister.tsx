import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { WeChatRegisterScreen } from '@/features/info/InfoPages'

export const Route = createFileRoute('/WeChatRegister')({
  ...PAGE_OPTIONS,
  component: WeChatRegisterScreen,
})

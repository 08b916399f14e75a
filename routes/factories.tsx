import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { FactoriesScreen } from '@/features/info/InfoPages'

export const Route = createFileRoute('/factories')({
  ...pageOptions('/factories'),
  component: FactoriesScreen,
})

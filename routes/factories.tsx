import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { FactoriesScreen } from '@/features/info/InfoPages'

export const Route = createFileRoute('/factories')({
  ...PAGE_OPTIONS,
  component: FactoriesScreen,
})

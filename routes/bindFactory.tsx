import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { CardListScreen } from '@/features/binding/BindScreens'

export const Route = createFileRoute('/bindFactory')({
  ...pageOptions('/bindFactory'),
  component: () => <CardListScreen kind="factory" title="选择工厂" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { CardListScreen } from '@/features/binding/CardListScreen'

export const Route = createFileRoute('/bindFactory')({
  ...pageOptions('/bindFactory'),
  component: () => <CardListScreen variant="factory" />,
})

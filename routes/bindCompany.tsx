import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { CardListScreen } from '@/features/binding/CardListScreen'

export const Route = createFileRoute('/bindCompany')({
  ...pageOptions('/bindCompany'),
  component: () => <CardListScreen variant="company" />,
})

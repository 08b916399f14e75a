import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { CardListScreen } from '@/features/binding/CardListScreen'

export const Route = createFileRoute('/bindCompany')({
  ...PAGE_OPTIONS,
  component: () => <CardListScreen variant="company" />,
})

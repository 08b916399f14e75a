import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { CardListScreen } from '@/features/binding/CardListScreen'

export const Route = createFileRoute('/bindcompany_staff')({
  ...pageOptions('/bindcompany_staff'),
  component: () => <CardListScreen variant="staff" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { CardListScreen } from '@/features/binding/CardListScreen'

export const Route = createFileRoute('/bindcompany_staff')({
  ...PAGE_OPTIONS,
  component: () => <CardListScreen variant="staff" />,
})

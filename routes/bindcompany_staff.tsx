import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { CardListScreen } from '@/features/binding/BindScreens'

export const Route = createFileRoute('/bindcompany_staff')({
  ...pageOptions('/bindcompany_staff'),
  component: () => <CardListScreen kind="company" title="选择公司" />,
})

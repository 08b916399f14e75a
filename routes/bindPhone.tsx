import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { BindByPhoneScreen } from '@/features/binding/BindByPhoneScreen'

export const Route = createFileRoute('/bindPhone')({
  ...pageOptions('/bindPhone'),
  component: () => <BindByPhoneScreen kind="company" />,
})

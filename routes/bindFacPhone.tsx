import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { BindByPhoneScreen } from '@/features/binding/BindByPhoneScreen'

export const Route = createFileRoute('/bindFacPhone')({
  ...pageOptions('/bindFacPhone'),
  component: () => <BindByPhoneScreen kind="factory" />,
})

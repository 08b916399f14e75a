import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { BindByPhoneScreen } from '@/features/binding/BindByPhoneScreen'

export const Route = createFileRoute('/bindFacPhone')({
  ...PAGE_OPTIONS,
  component: () => <BindByPhoneScreen kind="factory" />,
})

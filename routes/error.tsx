import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { ErrorScreen } from '@/features/errors/ErrorScreen'

export const Route = createFileRoute('/error')({
  ...PAGE_OPTIONS,
  component: () => <ErrorScreen />,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { ErrorScreen } from '@/features/errors/ErrorScreen'

export const Route = createFileRoute('/error')({
  ...pageOptions('/error'),
  component: () => <ErrorScreen />,
})

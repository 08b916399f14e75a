import { createFileRoute } from '@tanstack/react-router'
import { PAGE_OPTIONS } from '@/app/head'
import { StatusScreen } from '@/features/status/StatusScreen'
import { STATUS_PAGES } from '@/features/status/statusPages'

export const Route = createFileRoute('/successful')({
  ...PAGE_OPTIONS,
  component: () => <StatusScreen spec={STATUS_PAGES.successful} />,
})

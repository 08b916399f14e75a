import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { StatusScreen } from '@/features/status/StatusScreen'
import { STATUS_PAGES } from '@/features/status/statusPages'

export const Route = createFileRoute('/reviewErr')({
  ...pageOptions('/reviewErr'),
  component: () => <StatusScreen spec={STATUS_PAGES.reviewErr} />,
})

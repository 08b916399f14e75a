import { createFileRoute } from '@tanstack/react-router'
import { pageOptions } from '@/app/head'
import { StatusScreen } from '@/features/status/StatusScreen'
import { STATUS_PAGES } from '@/features/status/statusPages'

export const Route = createFileRoute('/factory_reviewErr')({
  ...pageOptions('/factory_reviewErr'),
  component: () => <StatusScreen spec={STATUS_PAGES.factoryReviewErr} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { useHydratedSearch } from '@/app/hydration'
import { oneOf, searchSchema } from '@/app/search'
import { AgreementScreen } from '@/features/pages/AgreementScreen'

export const Route = createFileRoute('/agreement')({
  validateSearch: searchSchema({ identifier: oneOf(['0', '1']) }),
  head: pageHead('/agreement'),
  component: function AgreementRoute() {
    return <AgreementScreen identifier={useHydratedSearch(Route.useSearch()).identifier ?? '0'} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/app/head'
import { oneOf, searchSchema } from '@/app/search'
import { AGREEMENT_IDS } from '@/start/shells'
import { AgreementScreen } from '@/features/info/AgreementScreen'

export const Route = createFileRoute('/agreement')({
  validateSearch: searchSchema({ identifier: oneOf(AGREEMENT_IDS) }),
  head: pageHead('/agreement'),
  component: function AgreementRoute() {
    return <AgreementScreen identifier={Route.useSearch().identifier ?? '0'} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { domainEntries, searchSchema } from '@/app/searchParams'
import { AGREEMENT_PARAMS } from '@/start/shells'
import { AgreementScreen } from '@/features/info/AgreementScreen'

export const Route = createFileRoute('/agreement')({
  validateSearch: searchSchema(domainEntries(AGREEMENT_PARAMS)),
  component: function AgreementRoute() {
    return <AgreementScreen identifier={Route.useSearch().identifier ?? '0'} />
  },
})

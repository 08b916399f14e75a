import * as v from 'valibot'
import { ReportErrorRequest } from '@/api/requests'

/** A field error report as the demo back end keeps it (./errors) and `npm run symbolicate` reads it (scripts/symbolicate/symbolicate.ts). */
export interface KeptReport extends v.InferOutput<typeof ReportErrorRequest> {
  at: number
}

/** A report as a back end receives or stores it: what one that reads only `text` accepts too, the rest defaulting (contract "Error report"). */
export const ReceivedReport = v.object({
  text: ReportErrorRequest.entries.text,
  release: v.optional(ReportErrorRequest.entries.release, ''),
  userAgent: v.optional(ReportErrorRequest.entries.userAgent, ''),
  language: ReportErrorRequest.entries.language,
})

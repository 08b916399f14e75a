import { getErrorExamineRead, type GetErrorExaminePayload } from '@/api/getErrorExamine'
import { lookupRead } from '@/api/lookups'
import { startRead } from '@/api/reads'
import { pageConfig } from '@/config/page'
import { setConfig } from '@/config/store'
import { PAGE } from '@/start/protocol'
import type { PageReads, RegisterForm } from '@/start/reads'
import { getStrNo, readLocal } from '@/session/storage'

/**
 * The earlier application to read when a rejected application of this kind is edited: the
 * person's mobile and bound identity as stored at sign-in. The registration screen reads with
 * it, and so does the read before the app.
 */
export function rejectedApplicationPayload(form: RegisterForm): GetErrorExaminePayload {
  const strNo = getStrNo()
  return { mobile: readLocal('phone') ?? readLocal('mobile') ?? '', type: form, ...(strNo ? { strNo } : {}) }
}

/**
 * A deep link's data at first paint (`/company?id=edit`: the earlier application and the form's
 * lists), not after the app has started: the early script (src/start/early.ts) calls this with
 * the plan's reads (src/start/plan.ts) once config.js has run, from the entry it loads before the
 * app (src/app/beforeApp.ts). The app's queries adopt these reads (src/api/reads.ts). Reads
 * nothing where config.js is missing or invalid (the app says what is wrong) or once the app is
 * ready (it reads for itself).
 */
export function readBeforeApp(reads: PageReads): void {
  if (document.documentElement.hasAttribute(PAGE.ready)) return
  const config = pageConfig()
  if (!config?.ok) return
  setConfig(config.config)
  if (reads.rejected) startRead(getErrorExamineRead(rejectedApplicationPayload(reads.rejected)))
  for (const name of reads.lookups) startRead(lookupRead(name))
}

import type { GetErrorExaminePayload } from '@/api/getErrorExamine'
import type { RegisterForm } from '@/start/pageReads'
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

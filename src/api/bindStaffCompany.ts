import type * as v from 'valibot'
import { resultCall } from './result'
import type { BindStaffCompanyRequest } from './requests'

/** POST bindStaffCompany: select and bind a company (spec section 7). */
export type BindStaffCompanyPayload = v.InferOutput<typeof BindStaffCompanyRequest>

export const bindStaffCompany = (payload: BindStaffCompanyPayload) => resultCall('POST', 'bindStaffCompany', payload)

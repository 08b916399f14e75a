import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST bindStaffCompany: select and bind a company (spec section 7). */
export type BindStaffCompanyPayload = { mobile: string; strNo?: string; id: string }

export const bindStaffCompany = (payload: BindStaffCompanyPayload) => resultCall('POST', 'bindStaffCompany', payload)

export const useBindStaffCompany = () => useMutation({ mutationKey: ['bindStaffCompany'], mutationFn: bindStaffCompany })

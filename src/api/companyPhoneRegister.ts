import { useMutation } from '@tanstack/react-query'
import type { CompanyRegistrationPayload } from '@/domain/registration'
import { resultCall } from './result'

/** POST companyPhoneRegister: unbound company registration (spec section 7). */
const companyPhoneRegister = (payload: CompanyRegistrationPayload) => resultCall('POST', 'companyPhoneRegister', payload)

export const useCompanyPhoneRegister = () => useMutation({ mutationKey: ['companyPhoneRegister'], mutationFn: companyPhoneRegister })

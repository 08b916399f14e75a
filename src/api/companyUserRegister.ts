import { useMutation } from '@tanstack/react-query'
import type { CompanyRegistrationPayload } from '@/domain/registration'
import { resultCall } from './result'

/** POST companyUserRegister: company registration with a bound identity (strNo) (spec section 7). */
const companyUserRegister = (payload: CompanyRegistrationPayload) => resultCall('POST', 'companyUserRegister', payload)

export const useCompanyUserRegister = () => useMutation({ mutationKey: ['companyUserRegister'], mutationFn: companyUserRegister })

import { useMutation } from '@tanstack/react-query'
import type { FactoryRegistrationPayload } from '@/domain/registration'
import { resultCall } from './result'

/** POST factoryPhoneRegister: unbound factory registration (spec section 7). */
const factoryPhoneRegister = (payload: FactoryRegistrationPayload) => resultCall('POST', 'factoryPhoneRegister', payload)

export const useFactoryPhoneRegister = () => useMutation({ mutationKey: ['factoryPhoneRegister'], mutationFn: factoryPhoneRegister })

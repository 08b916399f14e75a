import { useMutation } from '@tanstack/react-query'
import type { FactoryRegistrationPayload } from '@/domain/registration'
import { resultCall } from './result'

/** POST factoryUserRegister: factory registration with a bound identity (strNo) (spec section 7). */
const factoryUserRegister = (payload: FactoryRegistrationPayload) => resultCall('POST', 'factoryUserRegister', payload)

export const useFactoryUserRegister = () => useMutation({ mutationKey: ['factoryUserRegister'], mutationFn: factoryUserRegister })

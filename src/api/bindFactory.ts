import { useMutation } from '@tanstack/react-query'
import { resultCall } from './result'

/** POST bindFactory: bind the chosen factories (spec section 7). */
export type BindFactoryPayload = { mobile: string; strNo?: string; id: readonly string[] }

export const bindFactory = (payload: BindFactoryPayload) => resultCall('POST', 'bindFactory', payload)

export const useBindFactory = () => useMutation({ mutationKey: ['bindFactory'], mutationFn: bindFactory })

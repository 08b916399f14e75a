import type * as v from 'valibot'
import { resultCall } from './result'
import type { LoginRequest } from './requests'

/** GET login: scan login by code, or login for a chosen type on the loadings page (spec section 7). */
export type LoginPayload = v.InferOutput<typeof LoginRequest>

export const login = (payload: LoginPayload) => resultCall('GET', 'login', payload)

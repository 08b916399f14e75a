import type * as v from 'valibot'
import { resultCall } from './result'
import type { CheckLoginRequest } from './contracts'

/** POST checkLogin: the session check of the contract; a failure never blocks a screen. */
export type CheckLoginPayload = v.InferOutput<typeof CheckLoginRequest>

export const checkLogin = (payload: CheckLoginPayload) => resultCall('POST', 'checkLogin', { ...payload }, { quiet: true })

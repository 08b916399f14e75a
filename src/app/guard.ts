import { appPath, wipesSession } from '@/outcomes/navigation'
import { trustedUrl } from '@/outcomes/urls'
import type { Effect } from '@/outcomes/types'
import { clearDrafts } from '@/session/drafts'
import { applyWrites, clearLocal, getFactoryUrl, getReferrerUrl, getToken, isAutoLoginStored, writeLocal } from '@/session/storage'
import { takeArrivalReferrer } from '@/session/arrival'
import { browserEnv, leaveTo } from './browser'
import { afterThisTask } from '@/start/tasks'
import { setTesterMode } from './tester'

/**
 * The root `beforeLoad` guard (spec section 2, "Navigation guard on every
 * navigation"): clear/exit wipe, trusted referrer saved, session check.
 */
const SESSION_CHECK_CAP_MS = 3000

export interface GuardLocation {
  pathname: string
  search: Record<string, unknown>
}

export function wantsWipe(location: GuardLocation): boolean {
  return wipesSession(appPath(location.pathname), (name) => name in location.search)
}

function saveTrustedReferrer(): void {
  // Where the person came from: kept by the early script when it went on for a jump_url.
  const referrer = takeArrivalReferrer() ?? document.referrer
  if (!referrer) return
  const env = browserEnv()
  const url = trustedUrl(referrer, env.config, env.origin)
  // Our own pages are not a referrer worth keeping.
  if (url && url.origin !== env.origin) writeLocal('referrer_url', url.href)
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))

/** Ask the back end whether a session is already open; leave for its app if so. */
export async function runSessionCheck(): Promise<'left' | 'stay'> {
  const token = getToken()
  const cap = timeout(SESSION_CHECK_CAP_MS)
  // The HTTP client loads here, off the first paint (within the cap); the session-check rows only for a token to decide.
  // In a task of its own, as a load on demand (src/app/onDemand.ts): the imports' preload links are not the route's.
  const check = afterThisTask().then(() => Promise.all([import('@/api/checkLogin'), token ? import('@/outcomes/session-check') : null]))
  const request = check
    .then(([{ checkLogin }]) => checkLogin({ token: token ?? '', referrer_url: getReferrerUrl() ?? '' }))
    .catch(() => null)
  const answer = await Promise.race([request, cap])
  if (!answer) return 'stay'
  setTesterMode(answer.isTest)
  if (!token) return 'stay'
  const [, rows] = await check
  if (!rows) return 'stay'
  const { decideSessionCheck } = rows
  const decision = decideSessionCheck(
    { kind: 'sessionCheck', token, autoLogin: isAutoLoginStored(), factoryUrl: getFactoryUrl(), ...browserEnv() },
    answer,
  )
  const leave = decision.effects.find((e): e is Extract<Effect, { kind: 'leave' }> => e.kind === 'leave')
  if (!leave) return 'stay'
  for (const e of decision.effects) if (e.kind === 'store') applyWrites(e.writes)
  leaveTo(leave.url, leave.target)
  return 'left'
}

export async function guard(location: GuardLocation): Promise<void> {
  if (typeof window === 'undefined') return
  if (wantsWipe(location)) {
    clearLocal()
    clearDrafts()
  }
  saveTrustedReferrer()
  if (!getToken()) {
    // Nothing to resume: check in the background, never hold the screen.
    void runSessionCheck()
    return
  }
  const outcome = await runSessionCheck()
  // Leaving: hold the current screen briefly instead of flashing the next one.
  if (outcome === 'left') await timeout(SESSION_CHECK_CAP_MS)
}

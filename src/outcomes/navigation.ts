import type { PagePath } from '@/domain/pages'
import { messageWords } from '../words/zh-CN/messages'
import { wordsNow } from '../words/now'
import type { Decision } from './types'

/** Route path without the /home base (`/home/login/` → `/login`): the app's, and the early script's before it. */
export function appPath(pathname: string): string {
  const stripped = pathname.replace(/^\/home(?=\/|$)/, '')
  return stripped === '' ? '/' : stripped.replace(/\/+$/, '') || '/'
}

/** Whether the session is wiped first: `clear` or `exit` on the login page (spec section 2's guard); the guard and the early script's plan ask this. */
export function wipesSession(path: string, has: (name: string) => boolean): boolean {
  return (path === '/' || path === '/login') && (has('clear') || has('exit'))
}

/**
 * Decisions that need no answer: the login page's `jump_url` query and the
 * account-type chooser's pick (spec section 2 and 4). Pure.
 */
export const JUMP_URL_ROUTES = {
  Review: '/review',
  NumberForbidden: '/numberForbidden',
  ReviewErrFail: '/reviewErrFail',
  ReviewErr: '/reviewErr',
  ReviewFacErrFail: '/reviewFacErrFail',
  Bindcompany_staff: '/bindcompany_staff',
} as const satisfies Record<string, PagePath>

type JumpRoute = (typeof JUMP_URL_ROUTES)[keyof typeof JUMP_URL_ROUTES]

function jumpUrlRoute(value: string | undefined): JumpRoute | null {
  // Not Object.hasOwn: the early script runs this before any polyfill (Chromium 86 has no Object.hasOwn).
  return value !== undefined && Object.prototype.hasOwnProperty.call(JUMP_URL_ROUTES, value)
    ? JUMP_URL_ROUTES[value as keyof typeof JUMP_URL_ROUTES]
    : null
}

/** The login page's query as it arrives: the raw URL's values (the early script) or the route schema's (the app). */
export interface LoginQuery {
  code?: string | undefined
  state?: string | undefined
  jump_url?: string | undefined
}

/**
 * What the login page does with its query, the one decision the early script's plan and the login
 * screen both take: 'scan', a scan result (`code`) finishes on /loadings and GET login's answer
 * decides the page (a jump_url beside it is not followed); 'unregistered', jump_url=not_bound's
 * dialog; a page, the one jump_url names; null, nothing (any other jump_url is ignored).
 */
export function loginArrival(q: LoginQuery): 'scan' | 'unregistered' | JumpRoute | null {
  return q.code !== undefined ? 'scan' : q.jump_url === 'not_bound' ? 'unregistered' : jumpUrlRoute(q.jump_url)
}

/**
 * The page the early script goes to before the first paint: the arrival's page, unless `clear` or
 * `exit` (`wipe`) asks the guard to wipe the session first (the screen goes there after it).
 */
export function earlyJump(q: LoginQuery, wipe: boolean): JumpRoute | null {
  const arrival = loginArrival(q)
  return wipe || arrival === 'scan' || arrival === 'unregistered' ? null : arrival
}

/** The login screen's effects of its arrival (spec section 2), where the early script did not act on it first. */
export function decideLoginArrival(q: LoginQuery): Decision {
  const arrival = loginArrival(q)
  if (arrival === 'scan') {
    const search: Record<string, string> = q.state === undefined ? { code: q.code! } : { code: q.code!, state: q.state }
    return { row: 'arrival.scan', effects: [{ kind: 'navigate', to: '/loadings', search, replace: true }] }
  }
  if (arrival === 'unregistered')
    return { row: 'jump_url.not_bound', effects: [{ kind: 'dialog', dialog: 'unregistered', text: wordsNow(messageWords).unregistered }] }
  return arrival
    ? { row: 'jump_url.route', effects: [{ kind: 'navigate', to: arrival, replace: true }] }
    : { row: 'jump_url.ignored', effects: [] }
}

export type AccountType = 'company' | 'factory'

/** `is_ban` may say 1/company or 2/factory. */
export function bannedType(isBan: string | null | undefined): AccountType | null {
  if (isBan === '1' || isBan === 'company') return 'company'
  if (isBan === '2' || isBan === 'factory') return 'factory'
  return null
}

export function decideAccountPick(pick: AccountType, isBan: string | null, number: string | null): Decision {
  if (bannedType(isBan) === pick) {
    const to: PagePath = pick === 'company' ? '/numberForbidden' : '/factory_numberForbidden'
    return { row: 'chooser.banned', effects: [{ kind: 'navigate', to }] }
  }
  if (!number) {
    return {
      row: 'chooser.no_number',
      effects: [
        { kind: 'message', level: 'warning', text: wordsNow(messageWords).signInExpired },
        { kind: 'navigate', to: '/login', replace: true },
      ],
    }
  }
  return { row: 'chooser.select', effects: [{ kind: 'selectLogin', number, type: pick }] }
}

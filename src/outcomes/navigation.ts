import type { PagePath } from '@/app/pages'
import { MSG } from './messages'
import type { Decision } from './types'

/** Route path without the /home base (`/home/login/` → `/login`): the app's, and the early script's before it. */
export function appPath(pathname: string): string {
  const stripped = pathname.replace(/^\/home(?=\/|$)/, '')
  return stripped === '' ? '/' : stripped.replace(/\/+$/, '') || '/'
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
  /** `clear` or `exit`: the guard wipes the session before anything else happens. */
  wipe?: boolean | undefined
}

/** What the login page does with its query: the one decision the early script's plan and the login screen both take. */
export type LoginArrival =
  /** A scan result (`code`): it finishes on /loadings and GET login's answer decides the page; a jump_url beside it is not followed. */
  | { kind: 'scan'; code: string; state: string | undefined }
  /** A jump_url that names a page. `early`: nothing only the app can do comes first, so the early script goes before the first paint. */
  | { kind: 'jump'; to: JumpRoute; early: boolean }
  /** jump_url=not_bound: the unregistered dialog. */
  | { kind: 'unregistered' }
  /** Nothing to do (any other jump_url is ignored, never navigated to). */
  | { kind: 'stay' }

export function loginArrival(q: LoginQuery): LoginArrival {
  if (q.code !== undefined) return { kind: 'scan', code: q.code, state: q.state }
  if (q.jump_url === 'not_bound') return { kind: 'unregistered' }
  const to = jumpUrlRoute(q.jump_url)
  return to !== null ? { kind: 'jump', to, early: !q.wipe } : { kind: 'stay' }
}

/** The login screen's effects of its arrival (spec section 2), where the early script did not act on it first. */
export function decideLoginArrival(q: LoginQuery): Decision {
  const arrival = loginArrival(q)
  switch (arrival.kind) {
    case 'scan': {
      const search: Record<string, string> =
        arrival.state === undefined ? { code: arrival.code } : { code: arrival.code, state: arrival.state }
      return { row: 'arrival.scan', effects: [{ kind: 'navigate', to: '/loadings', search, replace: true }] }
    }
    case 'unregistered':
      return { row: 'jump_url.not_bound', effects: [{ kind: 'dialog', dialog: 'unregistered', text: MSG.unregistered }] }
    case 'jump':
      return { row: 'jump_url.route', effects: [{ kind: 'navigate', to: arrival.to, replace: true }] }
    case 'stay':
      return { row: 'jump_url.ignored', effects: [] }
  }
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
        { kind: 'message', level: 'warning', text: '登录信息已过期，请重新登录' },
        { kind: 'navigate', to: '/login', replace: true },
      ],
    }
  }
  return { row: 'chooser.select', effects: [{ kind: 'selectLogin', number, type: pick }] }
}

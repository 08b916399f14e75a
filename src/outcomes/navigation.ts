import type { PagePath } from '@/domain/pages'
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

/** The page a jump_url names, if any (the early script goes there before the first paint). */
export function jumpUrlRoute(value: string | undefined): (typeof JUMP_URL_ROUTES)[keyof typeof JUMP_URL_ROUTES] | null {
  // Not Object.hasOwn: the early script runs this before any polyfill (Chromium 86 has no Object.hasOwn).
  return value !== undefined && Object.prototype.hasOwnProperty.call(JUMP_URL_ROUTES, value)
    ? JUMP_URL_ROUTES[value as keyof typeof JUMP_URL_ROUTES]
    : null
}

export function decideJumpUrl(value: string | undefined): Decision {
  if (value === 'not_bound') {
    return { row: 'jump_url.not_bound', effects: [{ kind: 'dialog', dialog: 'unregistered', text: MSG.unregistered }] }
  }
  const to = jumpUrlRoute(value)
  if (to !== null) return { row: 'jump_url.route', effects: [{ kind: 'navigate', to, replace: true }] }
  // Anything else is ignored: never navigated to.
  return { row: 'jump_url.ignored', effects: [] }
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

/**
 * The start-up plan: everything decided before the app, by one pure function of the URL and the
 * device's signals. The early script (src/start/early.ts) makes it before the page is parsed
 * and publishes what the app needs of it on <html> (src/start/protocol.ts: `data-device`,
 * `data-variant`); the app (src/main.tsx) and its screens take those, the routes' loaders load the
 * same panels (src/features/login/panels.ts). The login page's query is decided by loginArrival (src/outcomes/navigation.ts):
 * the plan makes the jumps it may make before the first paint (earlyJump), the login screen applies the rest.
 */
import { deviceControls } from './deviceDecision.ts'
import type { DeviceControls, DeviceSignals } from './deviceControls.ts'
import { appPath, earlyJump, wipesSession } from '../outcomes/navigation.ts'
import { pageReads, type PageReads } from './pageReads.ts'
import { keptValue, shellVariant, type ShellVariant } from './shells.ts'

export interface StartPlan {
  /** The device's kind and what it changes on the login pages. */
  device: DeviceControls
  /** A page the login's `jump_url` names: gone to before anything paints (then nothing else of the plan applies). */
  jump: string | null
  /** The shell variant kept (its panels load with the page); null: no shell fits, the app renders over the page. */
  variant: ShellVariant | null
  /** What the page reads from the back end as it opens, started at first paint; null: nothing. */
  reads: PageReads | null
}

export function startPlan(url: { pathname: string; search: string }, signals: DeviceSignals): StartPlan {
  const path = appPath(url.pathname)
  const query = new URLSearchParams(url.search)
  const read = (name: string) => query.get(name) ?? undefined
  // The login's query as its route's schema keeps it (a text param over TEXT_MAX is absent there too).
  const text = (name: string) => keptValue('text', read(name))
  const device = deviceControls(signals)
  const login = path === '/' || path === '/login'
  const wipe = wipesSession(path, (name) => query.has(name))
  const jump = login ? earlyJump({ code: text('code'), jump_url: text('jump_url') }, wipe) : null
  return {
    device,
    jump,
    variant: jump ? null : shellVariant(path, read, device),
    reads: jump ? null : pageReads(path, read('id')),
  }
}

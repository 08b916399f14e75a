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
import { chooseLanguage, LANGUAGE_PARAM, languageOf, languagePath, pageLanguage, pagePath, type Language } from '../words/languages.ts'

/** What chooses the language besides the URL: the person's stored choice, the browser's languages. */
export interface LanguageSignals {
  stored: string | null
  browser: readonly string[]
}

export interface StartPlan {
  /** The device's kind and what it changes on the login pages. */
  device: DeviceControls
  /** The language the page speaks (src/words/languages.ts: ?lang, the stored choice, the browser's). */
  language: Language
  /** A page the login's `jump_url` names. */
  jump: string | null
  /**
   * Where to go before anything paints, then nothing else of the plan applies: the jump's page, or this page
   * in the chosen language (the build writes a page per language, each in its directory).
   */
  go: string | null
  /** This page's address without its language's directory, to write in the address bar (null: it has none). */
  address: string | null
  /** The shell variant kept (its panels load with the page); null: no shell fits, the app renders over the page. */
  variant: ShellVariant | null
  /** What the page reads from the back end as it opens, started at first paint; null: nothing. */
  reads: PageReads | null
}

export function startPlan(
  url: { pathname: string; search: string; hash?: string },
  signals: DeviceSignals,
  words: LanguageSignals = { stored: null, browser: [] },
): StartPlan {
  const page = pagePath(url.pathname)
  const path = appPath(page)
  const query = new URLSearchParams(url.search)
  const language = chooseLanguage(query.get(LANGUAGE_PARAM), words.stored, words.browser)
  const read = (name: string) => query.get(name) ?? undefined
  // The login's query as its route's schema keeps it (a text param over TEXT_MAX is absent there too).
  const text = (name: string) => keptValue('text', read(name))
  const device = deviceControls(signals)
  const login = path === '/' || path === '/login'
  const wipe = wipesSession(path, (name) => query.has(name))
  const jump = login ? earlyJump({ code: text('code'), jump_url: text('jump_url') }, wipe) : null
  const here = `${url.search}${url.hash ?? ''}`
  // A `?lang=` the person arrived with goes with the jump, as the choice it is (the app stores it there).
  const asked = languageOf(query.get(LANGUAGE_PARAM))
  const go = jump
    ? `${languagePath(`/home${jump}`, language)}${asked ? `?${LANGUAGE_PARAM}=${asked}` : ''}`
    : language !== pageLanguage(url.pathname)
      ? `${languagePath(page, language)}${here}`
      : null
  return {
    device,
    language,
    jump,
    go,
    address: !go && page !== url.pathname ? `${page}${here}` : null,
    variant: go ? null : shellVariant(path, read, device),
    reads: go ? null : pageReads(path, read('id')),
  }
}

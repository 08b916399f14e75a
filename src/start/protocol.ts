/**
 * Everything the build, the early script (src/start/early.ts) and the app share at start-up,
 * named and typed once: the attributes on <html> and on the early script's tag, the shell's
 * markers, the globals and the entry the early script loads. Each side imports these names
 * (index.html, which cannot import, spells the shell's `data-variant`, the status line's id and
 * BELOW_FLOOR_SCRIPT). config.js's global is the operators' contract: src/config/given.ts.
 * Pure: no DOM access here, only names and the shapes behind them.
 */

/** Attributes on <html>: what the early script decided, and where start-up is. */
export const PAGE = {
  /** The device's kind (src/start/deviceDecision.ts), decided by the plan before the page is parsed. */
  device: 'data-device',
  /** The shell variant kept for this URL and device (src/start/shells.ts). */
  variant: 'data-variant',
  /** The person is typing in the shell: start-up waits between its phases (src/main.tsx). */
  typing: 'data-typing',
  /** `hydrate` or `render`: how the app took the page; START_FAILED: it could not (src/main.tsx). */
  start: 'data-start',
  /** The app has taken the page over: work started before it, a tap too, is adopted (src/start/handover.ts). */
  ready: 'data-ready',
} as const

/** Whether the app has taken the page over (`data-ready` on <html>): the one test the early script and the entry before the app make. */
export function appReady(html: Element): boolean {
  return html.hasAttribute(PAGE.ready)
}

/** The one attribute the build writes on the early script's <script> tag (scripts/build/html.ts): EarlyTag, as JSON. */
export const EARLY_TAG = 'data-app'

/** What the early script loads, and when (its parts 5, 7, 8): one JSON on its tag. */
export interface EarlyTag {
  /** The URL of the entry that runs before the app (BeforeApp). */
  beforeApp: string
  /** The URL of the old engines' chunk (src/oldEngines/index.ts), loaded first where the engine needs it. */
  legacy?: string
  /** The app's chunks, asked for after the first paint (none where the dev server serves the app). */
  app?: AppLoad
}

interface AppLoad {
  /** The entry's chunks, preloaded at once. */
  preload: string[]
  /** The app's entry. */
  entry: string
  /** The route's own chunks, preloaded at low priority. */
  low: string[]
  /** The Chakra system's entry (src/app/system.ts): imported with the app's and built while the rest downloads. */
  system: string
  /**
   * By shell variant, what the first render asks for once the entry has run (the session check's request,
   * the variant's panels): preloaded as the entry arrives, so they download while it runs (none where absent).
   */
  next?: Record<string, string[]>
}

/** The markup of a prerendered page (scripts/build/prerender.ts) the early script and the app find their way by. */
export const SHELL = {
  /** The container of the route's shells: `<div id="root" data-shell="/login">`. */
  rootId: 'root',
  /** On #root: the route the shells were prerendered for. */
  route: 'data-shell',
  /** On each shell (`<div data-variant="pwd.auto">`): its variant. */
  variant: 'data-variant',
  /** The header's greeting line, written by the early script in the first paint (src/start/greeting.ts). */
  greeting: 'data-greeting',
  /**
   * On the one-tap WeChat sign-in's slot (src/features/login/WeChatMpButton.tsx): `on` once config.js has `wechatMpAppId`,
   * set by the early script when config.js has run and by the app's render; `off` until then.
   */
  wechatMp: 'data-wechat-mp',
  /** The status line that says a tap waits for the app. */
  statusId: 'early-input-status',
  /** On a get-code button (src/features/sms/SmsCodeButton.tsx): which send it makes (its SendAs, as JSON); the early script knows the tap by it. */
  smsSend: 'data-sms-send',
} as const

import type { PageReads } from './pageReads.ts'
import { startWords } from '../words/zh-CN/start.ts'

/** What the entry that runs before the app (src/beforeApp.ts) exports for the early script. */
export interface BeforeApp {
  /** Send the code for a tap on this get-code button, and show its end if it comes before the app; false: the app answers the tap once ready. */
  sendFromShell: (button: HTMLElement) => boolean
  /** Start the reads the plan says this page needs (src/start/plan.ts). */
  readBeforeApp: (reads: PageReads) => void
  /** Report a failure the early script's listeners caught (src/api/reportError.ts), once config.js has run. */
  reportBeforeApp: (kind: string, failure: unknown) => void
  /** Load what it says (the countdown, a send's message) in the page's language (`<html lang>`), as soon as it is in. */
  speakPageLanguage: () => void
}

/** The Chakra system's entry (src/app/system.ts), as the early script calls it once its chunk is in (src/start/early.ts, 7). */
export interface SystemEntry {
  /** Build the app's system (once: the app then takes the same one). */
  appSystem: () => unknown
}

/** `<meta name="home-release" content="…">` in every page of a build (scripts/build/release.ts): the release an error report names. */
export const RELEASE_META = 'home-release'

/** The global that holds the one hand-over the early script, the entry before the app and the app share (src/start/handover.ts). */
export const HAND_OVER_GLOBAL = '__homeHandOver'

/** The below-floor message (ES3, scripts/build/belowFloor.ts), the source language's (each language's in its directory): run by the early script when the engine is below the floor, and by index.html's `nomodule` tag where the early script cannot even parse. */
export const BELOW_FLOOR_SCRIPT = '/home/below-floor.js'

/** How long after the last key the person counts as no longer typing. */
export const TYPING_PAUSE_MS = 400

/** The status line's texts while a tap waits for the app (src/features/ui/LiveStatus.tsx shows the app's). */
export const WAITING_TEXT = startWords.source.waiting
export const SENDING_TEXT = startWords.source.sending

/** Said, with a reload button, when the app's entry failed to load or to run (src/start/early.ts): the page cannot work until reloaded. */
/** `data-start`'s value when the app's start-up failed after its entry ran: the early script then says START_FAILED_TEXT. */
export const START_FAILED = 'failed'
export const START_FAILED_TEXT = startWords.source.startFailed
export const RELOAD_TEXT = startWords.source.reload

import { gone } from '@/api/gone'
import { mayReloadForGoneCode } from '@/session/codeReload'
import { afterThisTask } from '@/start/tasks'

/** How a dynamic import fails when its file did not arrive (Chromium, Firefox, WebKit). */
export const notArrived = (error: unknown) => /dynamically imported module|module script failed/.test(String(error))
/** The file a failed import names (Chromium and Firefox name it, WebKit does not). */
const fileOf = (error: unknown) => /https?:\/\/\S+?\.js/.exec(String(error))?.[0]

/** Code loaded on demand (the one way this app does it): what has arrived, and a way to load it. */
export interface Code<T> {
  /** The module once it has arrived, at once (a part renders it without suspending). */
  ready(): T | undefined
  /**
   * The module, loaded if it has not arrived, and loaded again if the last try failed (unless
   * `again` is false: that try's outcome). A fetch that fails is tried again at once, once;
   * undefined when it still did not arrive. Never rejects.
   */
  load(again?: boolean): Promise<T | undefined>
  /** Why the last try failed. */
  error?: unknown
}

/**
 * `importer` is a bare `() => import('…')`: a retry may import the file the failure names under
 * another address, which such a wrapper would not see. With `reloadIfGone`, a file still missing
 * after the retry is probed, and a 404 (a deploy removed it) reloads the page once; the drafts
 * (src/session/drafts.ts) keep what was typed.
 */
export function onDemand<T>(importer: () => Promise<T>, reloadIfGone?: boolean): Code<T> {
  let ready: T | undefined
  let last: Promise<T | undefined> | undefined
  let failed = false
  const code: Code<T> = {
    ready: () => ready,
    load(again = true) {
      if (again && failed) {
        failed = false
        last = undefined
      }
      if (last) return last
      // In a task of its own: the build's preload helper appends a link per chunk the import needs (about
      // a millisecond each on a fast machine), which would lengthen the task that asked (a route's load, a tap).
      const attempt: Promise<T | undefined> = afterThisTask()
        .then(importer)
        .catch((error: unknown) => {
          if (!notArrived(error)) throw error
          const file = fileOf(error)
          // An engine that keeps a failed module (Chromium 86) fetches it again only under another address.
          return file ? (import(/* @vite-ignore */ `${file}?retry=${Date.now()}`) as Promise<T>) : importer()
        })
        .then(
          (module) => settled(attempt, (ready = module)),
          (error: unknown) => {
            failed = true
            code.error = error
            if (reloadIfGone && notArrived(error)) void reloadIfCodeGone(fileOf(error))
            return settled(attempt, undefined)
          },
        )
      return (last = attempt)
    },
  }
  return code
}

/**
 * Marks a try as fulfilled the way React reads a thenable (`status`, `value`): `use` on a try that has
 * ended returns its value at once instead of suspending (src/app/lazyPart.ts).
 */
function settled<T>(attempt: Promise<T>, value: T): T {
  Object.assign(attempt, { status: 'fulfilled', value })
  return value
}

async function reloadIfCodeGone(file: string | undefined): Promise<void> {
  // Where the failure names no file (WebKit), this module's own: gone too when the build was replaced.
  if ((await gone(file ?? import.meta.url)) && mayReloadForGoneCode(Date.now())) window.location.reload()
}

import { messageWords } from '@/words/zh-CN/messages'
import { wordsNow } from '@/words/now'

/**
 * The API layer's failures and the /error hand-over, without the HTTP client:
 * screens on a route's first load import these and load the client (ofetch)
 * only when they make a call.
 */
export type ApiErrorKind = 'server' | 'network' | 'badAnswer'

/** A call that did not give a usable answer. `message` is the text to show, in the page's language when the call failed. */
export class ApiError extends Error {
  // Declared, not class fields: the floor's Safari 14 would have them rewritten with a helper (docs/browsers.md: The floor).
  declare readonly kind: ApiErrorKind
  declare readonly status: number | null
  constructor(kind: ApiErrorKind, message: string, status: number | null = null) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

/** The text to show for any failure of a call. */
export function failureText(e: unknown): string {
  return isApiError(e) ? e.message : wordsNow(messageWords).generic
}

let onServerError: (() => void) | null = null
/** A 5xx came before the app said where it goes (a send or a read before the app is ready). */
let pending = false

/**
 * The app registers where a 5xx goes (the /error page); tests may too. A 5xx that came before
 * (the code sent, or an edit link's data read, before the app was ready) goes there now. `null`
 * forgets both.
 */
export function setServerErrorHandler(handler: (() => void) | null): void {
  onServerError = handler
  if (!handler) pending = false
  else if (pending) {
    pending = false
    handler()
  }
}

/** Called by the client on a 5xx of a call that may leave the screen. */
export function serverErrorHappened(): void {
  if (onServerError) onServerError()
  else pending = true
}

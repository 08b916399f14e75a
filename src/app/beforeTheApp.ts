/**
 * What runs before the app is ready: an entry of its own (small, none of the app: the HTTP
 * client, the send and the reads), which the early script (scripts/build/early.ts,
 * `data-before-app`) imports as soon as it has something to do: a phone field touched (the code
 * leaves when the digits are in) or a deep link whose data can be read at first paint.
 */
import type { BeforeTheApp } from '@/start/protocol'
import { readBeforeTheApp } from '@/features/register/pageReads'
import { sendFromShell } from '@/features/sms/earlySend'

export { readBeforeTheApp, sendFromShell }

// The exports the early script calls, held to the protocol's types (src/start/protocol.ts): a type check (the build drops the expression).
void ({ sendFromShell, readBeforeTheApp } satisfies BeforeTheApp)

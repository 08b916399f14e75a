import { sendVerificationCode, type SendVerificationCodePayload } from '@/api/sendVerificationCode'
import { failureText } from '@/api/errors'
import { SMS_COUNTDOWN_SECONDS, countdownRemaining, phoneRefusal, readPhone, type AreaCode } from '@/outcomes/controls'
import { decideChallenge, decideSendCode, type CaptchaProvider, type ChallengeEnd, type SendCodeAnswer } from '@/outcomes/captcha'
import type { MessageLevel } from '@/outcomes/types'
import { readSmsDeadline, writeSmsDeadline } from '@/session/sms'
import { adopt, handedOver, handOver, takeBack } from '@/start/handover'
import { SHELL } from '@/start/protocol'
import { run, running } from '@/start/running'

/**
 * Request an SMS code, without React: the one path for a tap on the get-code button, made before the app
 * is ready (src/beforeApp.ts, started by the early script) or after (useSendCode).
 * The phone rules, the countdown's deadline, the send and its captcha challenges (the rows:
 * src/outcomes/captcha.ts) are decided here; what the user is told is returned for the caller
 * to show. One request at a time per scope: a second tap while one is on its way sends nothing, whether
 * the entry before the app or the app made the first (their one store, src/start/handover.ts).
 */
/** Which phone rules and messages a send follows: the sign-in's, the embedded sign-in's, a factory's. */
export const SEND_MODES = ['login', 'embedded', 'factory'] as const
export type SendMode = (typeof SEND_MODES)[number]

export interface SendRequest {
  phone: string
  areaCode: AreaCode
  mode: SendMode
  /** Said instead of the phone rules' own text when the phone is empty (the bind-phone panel). */
  emptyMessage?: string | undefined
  /** Shows a provider's challenge and says how it ended: the caller's (src/features/sms/showChallenge.ts), so the send imports no screen code. */
  showChallenge: (provider: CaptchaProvider, appId: string) => Promise<ChallengeEnd>
}

export type SendResult =
  /** The phone breaks a rule: nothing sent, the text goes under the phone field. */
  | { kind: 'problem'; text: string }
  /** The countdown still runs: nothing sent, nothing said. */
  | { kind: 'counting' }
  /** The request ended: a code was sent (the countdown's deadline is stored) or not, and what to say. */
  | SendEnd

export interface SendEnd {
  kind: 'ended'
  sent: boolean
  message: { level: MessageLevel; text: string } | null
}

/**
 * Whether focus moves on as a send ends (to the code, or to the phone with its problem) for a send the
 * person did not just tap in the app: only while they are still at a get-code button, or nowhere.
 */
export function stillAtTheButton(focused: Element | null): boolean {
  return focused === null || focused === focused.ownerDocument.body || focused.matches(`[${SHELL.smsSend}]`)
}

/** The scope's send on its way, in the store the entry before the app and the app share. */
const flightKey = (scope: string) => `sending:${scope}`

/** What stops a send before any request: the phone's problem, or the countdown. */
function refusal(scope: string, request: SendRequest, nowMs: number): SendResult | null {
  const problem = phoneRefusal(request)
  if (problem !== null) return { kind: 'problem', text: problem }
  return countdownRemaining(readSmsDeadline(scope), nowMs) > 0 ? { kind: 'counting' } : null
}

async function requestCode(scope: string, request: SendRequest): Promise<SendResult> {
  // The same request, repeated with a challenge's ticket when the server asks for one (contract
  // "Protection against SMS abuse").
  // The national number, in the area its prefix names (a field typed in before the app is as typed).
  const { national, areaCode } = readPhone(request.phone, request.areaCode, request.mode)
  const payload: SendVerificationCodePayload = { mobile: national, area_code: areaCode }
  let proof: { ticket: string; randstr: string } | null = null
  for (let challengesShown = 0; ; challengesShown += 1) {
    let answer: SendCodeAnswer
    try {
      answer = await sendVerificationCode(proof ? { ...payload, ...proof } : payload)
    } catch (e) {
      return { kind: 'ended', sent: false, message: { level: 'error', text: failureText(e) } }
    }
    const decision = decideSendCode({ answer, challengesShown })
    if (decision.action === 'sent') {
      // Only a code really sent starts the countdown; its deadline is kept across reloads and tabs.
      writeSmsDeadline(scope, Date.now() + SMS_COUNTDOWN_SECONDS * 1000)
      return { kind: 'ended', sent: true, message: { level: 'success', text: decision.message } }
    }
    if (decision.action === 'fail') return { kind: 'ended', sent: false, message: { level: 'error', text: decision.message } }
    // A challenge that does not load (or fails to show) ends as one that did not load.
    const end = await request.showChallenge(decision.provider, decision.appId).catch((): ChallengeEnd => ({ kind: 'loadFailed' }))
    const next = decideChallenge(end)
    if (next.action === 'stop') return { kind: 'ended', sent: false, message: next.message ? { level: 'error', text: next.message } : null }
    proof = { ticket: next.ticket, randstr: next.randstr }
  }
}

/**
 * Send a code to `request.phone` for the form `scope` (its countdown's key). A send already on its
 * way for that scope is returned instead of a second one.
 */
export function sendCode(scope: string, request: SendRequest): Promise<SendResult> {
  const current = running<SendResult>(flightKey(scope))
  if (current) return current
  const refused = refusal(scope, request, Date.now())
  return refused ? Promise.resolve(refused) : takeOff(scope, request)
}

/** The request for a send nothing refused, kept as the scope's one send until it ends. */
function takeOff(scope: string, request: SendRequest): Promise<SendResult> {
  return run(flightKey(scope), requestCode(scope, request))
}

// ------------------------------------------------------- a send started before the app was ready

/**
 * Start a send for a tap made before the app is ready, handed over to the app (src/start/handover.ts).
 * Its end, if it comes before the app has adopted the send, is `show`n by the page as it is (true: shown;
 * false: the app is ready, its form adopts the send); else the app's form shows it busy, then says how it
 * ended and shows the countdown (useSendCode). Returns false when nothing was started (the phone's
 * problem or the countdown): the tap is then the app's, once ready.
 */
export function sendBeforeApp(scope: string, request: SendRequest, show: (end: SendEnd) => boolean): boolean {
  // A second tap: the first send is on its way (and adopted already, or waiting to be).
  if (running(flightKey(scope))) return true
  if (refusal(scope, request, Date.now()) !== null) return false
  const key = `send:${scope}`
  const flight = takeOff(scope, request)
  handOver(key, flight)
  // Shown, it is not the app's to adopt: the app has only the countdown left, which it reads from the deadline.
  void flight.then(
    (result) => {
      if (result.kind === 'ended' && handedOver(key) && show(result)) takeBack(key)
    },
    () => undefined,
  )
  return true
}

/**
 * The form of `scope` adopts sends started before the app was ready: the one waiting now, and any
 * started later (until the page is ready, a tap is the early script's). Returns the unsubscribe.
 */
export function adoptSendsBeforeApp(scope: string, onSend: (flight: Promise<SendResult>) => void): () => void {
  return adopt(`send:${scope}`, onSend)
}

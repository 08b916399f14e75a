import type { Loc, Surface } from './surface'

/** The demo back end shows the code it "sent" in the toast (src/mocks). */
export const DEMO_SMS_PATTERN = /(?:验证码已发送（演示环境验证码：|驗證碼已發送（示範環境驗證碼：|Code sent \(demo code: )(\d{6})[）)]/

/** The code of the latest demo SMS toast. */
export async function readDemoCode<L extends Loc<L>>(page: Surface<L>): Promise<string> {
  const toast = page.getByText(DEMO_SMS_PATTERN).last()
  await toast.waitFor()
  const code = DEMO_SMS_PATTERN.exec((await toast.textContent()) ?? '')?.[1]
  if (!code) throw new Error('no demo SMS code shown')
  return code
}

/** Ask a form for a code (its get-code button) and type the one the demo back end shows. */
export async function typeDemoCode<L extends Loc<L>>(page: Surface<L>, form: L): Promise<void> {
  await form.getByTestId('get-code').click()
  await form.getByPlaceholder('请输入短信验证码').fill(await readDemoCode(page))
}

/** The get-code button and the early status line at one moment (watchGetCode). */
export interface GetCodeLook {
  /** The page's clock (performance.now()). */
  t: number
  text: string
  disabled: boolean
  /** Busy: the early script's look (aria-busy) or the app's (Chakra's data-loading). */
  busy: boolean
  /** Which element the button is: 1 for the first one seen, 2 if it was replaced… */
  button: number
  /** What the status line says while it shows ('' when hidden). */
  line: string
  ready: boolean
}

/**
 * Run in the page (Playwright's `page.evaluate`, the engine lanes' `web.evaluate`) before a tap: records
 * every change of the page's get-code button (its words, disabled, busy, the element itself), of what the
 * status line says and of `data-ready`, as a MutationObserver sees them, so a state that lasts one
 * frame is seen too. `getCodeLooks` reads them. Sent to the page as text: nothing from outside.
 */
export function watchGetCode(): null {
  const page = window as unknown as { __getCodeLooks: GetCodeLook[] }
  const looks: GetCodeLook[] = []
  page.__getCodeLooks = looks
  const ids = new WeakMap<Element, number>()
  let seen = 0
  const look = () => {
    const button = document.querySelector('#root [data-testid="get-code"]') as HTMLButtonElement | null
    const line = document.getElementById('early-input-status')
    if (button && !ids.has(button)) ids.set(button, (seen += 1))
    const now: GetCodeLook = {
      t: performance.now(),
      text: button ? (button.textContent ?? '') : '',
      disabled: button ? button.disabled : false,
      busy: button ? button.getAttribute('aria-busy') === 'true' || button.hasAttribute('data-loading') : false,
      button: button ? (ids.get(button) ?? 0) : 0,
      line: line && !line.hidden ? (line.textContent ?? '') : '',
      ready: document.documentElement.hasAttribute('data-ready'),
    }
    const last = looks[looks.length - 1]
    const same =
      last &&
      last.text === now.text &&
      last.disabled === now.disabled &&
      last.busy === now.busy &&
      last.button === now.button &&
      last.line === now.line &&
      last.ready === now.ready
    if (!same) looks.push(now)
  }
  new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true })
  look()
  return null
}

/**
 * What watchGetCode recorded, when each answer to sendVerificationCode had arrived (the page's clock: its
 * responseEnd), and whether the app's toaster was fetched (it loads with the app's first message: src/app/toaster.tsx).
 */
export function getCodeLooks(): { looks: GetCodeLook[]; answers: number[]; toaster: boolean } {
  const fetched = performance.getEntriesByType('resource')
  return {
    looks: (window as unknown as { __getCodeLooks: GetCodeLook[] }).__getCodeLooks,
    answers: fetched
      .filter((e) => /\/home\/api\/sendVerificationCode$/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).responseEnd),
    toaster: fetched.some((e) => /\/assets\/toaster-impl-[\w-]+\.js$/.test(e.name)),
  }
}

/** The words of a get-code button, by what they say: 获取验证码, sending (the app's 发送中), or the countdown. */
export function getCodeWords(text: string): 'idle' | 'sending' | 'counting' | 'other' {
  if (text === '获取验证码') return 'idle'
  if (text.includes('发送中')) return 'sending'
  return /^\d+ 秒后重新获取$/.test(text) ? 'counting' : 'other'
}

/**
 * From watchGetCode's looks: when the end of a send was first seen (the first look `shows` accepts),
 * how long after its answer (`answeredAt`, the page's clock), whether the app was ready then, what came
 * after it that `keeps` refuses (a flicker: the words, the state or the button gone back), which
 * buttons there were (one: the app hydrated the page's), whether the app was ready by the last look,
 * and how many times the status line came to say `message`.
 */
export function endSeen(
  looks: readonly GetCodeLook[],
  answeredAt: number,
  shows: (look: GetCodeLook) => boolean,
  keeps: (look: GetCodeLook) => boolean,
  message: RegExp,
) {
  const at = looks.findIndex(shows)
  const after = at < 0 ? [] : looks.slice(at)
  return {
    afterAnswerMs: at < 0 ? Infinity : looks[at]!.t - answeredAt,
    readyWhenSeen: at < 0 ? null : looks[at]!.ready,
    wentBack: after.filter((look) => !keeps(look)),
    buttons: [...new Set(looks.map((look) => look.button))],
    readyAtLast: after.some((look) => look.ready),
    said: looks.filter((look, i) => message.test(look.line) && look.line !== looks[i - 1]?.line).length,
  }
}

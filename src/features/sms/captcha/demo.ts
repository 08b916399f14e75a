import { DEMO_CAPTCHA_TICKET_PREFIX, type ChallengeEnd } from '@/outcomes/captcha'
import { randomState } from '@/app/browser'
import { uiWords } from '@/words/zh-CN/ui'
import { captchaDemoWords } from '@/words/zh-CN/captchaDemo'
import { languageNow, wordsNow } from '@/words/now'
import { loadSection } from '@/app/loadWords'

/**
 * The demo back end's own challenge (provider `demo`): a small modal dialog with one
 * slider-style confirm. Keyboard: the slider takes the arrow keys, Home and End; Enter or
 * Confirm confirms once it is at the end; Escape or Close closes. Built with the DOM, as a provider's
 * script draws its own: fixed markup, no server text in it.
 */
const DIALOG_STYLE =
  'margin:auto;inset:0;max-height:calc(100% - 2rem);overflow:auto;width:min(22rem,calc(100% - 2rem));padding:24px;border:0;' +
  'border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.25);color:#1a202c;font:16px/1.5 system-ui,sans-serif'
const SMALL = 'font-size:14px;color:#4a5568'
const BUTTON = 'min-height:44px;padding:0 18px;border-radius:6px;font:inherit'

/** An element with these properties and inline style (the page's policy allows inline styles). */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | boolean>,
  style: string,
): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props)
  node.setAttribute('style', style)
  return node
}

export async function challenge(_appId: string): Promise<ChallengeEnd> {
  // Drawn once, so once its words in the page's language are in (this part's catalog comes after its code).
  await loadSection(languageNow(), captchaDemoWords.section)
  const W = wordsNow(captchaDemoWords)
  return new Promise((resolve) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const dialog = el('dialog', {}, DIALOG_STYLE)
    dialog.dataset.testid = 'demo-captcha'
    dialog.setAttribute('aria-labelledby', 'demo-captcha-title')
    dialog.setAttribute('aria-describedby', 'demo-captcha-help')
    const title = el('h2', { id: 'demo-captcha-title', textContent: W.title }, 'margin:0 0 8px;font-size:18px')
    const help = el('p', { id: 'demo-captcha-help', textContent: W.help }, `margin:0 0 16px;${SMALL}`)
    const label = el('label', { htmlFor: 'demo-captcha-slider', textContent: W.slider }, 'display:block;font-weight:600;font-size:14px')
    const range = { id: 'demo-captcha-slider', type: 'range', min: '0', max: '100', step: '5', value: '0' }
    const slider = el('input', range, 'width:100%;height:44px;accent-color:#c05621;margin:0')
    const status = el('p', { textContent: W.atStart }, `margin:4px 0 16px;${SMALL}`)
    status.setAttribute('role', 'status')
    const row = el('div', {}, 'display:flex;gap:12px;justify-content:flex-end')
    const close = el(
      'button',
      { type: 'button', textContent: wordsNow(uiWords).close },
      `${BUTTON};border:1px solid #cbd5e0;background:#fff;color:#1a202c`,
    )
    const confirm = el(
      'button',
      { type: 'button', textContent: W.confirm, disabled: true },
      `${BUTTON};border:0;background:#9c4221;color:#fff;opacity:.5`,
    )
    row.append(close, confirm)
    dialog.append(title, help, label, slider, status, row)

    let ended = false
    const end = (result: ChallengeEnd) => {
      if (ended) return
      ended = true
      dialog.close()
      dialog.remove()
      opener?.focus()
      resolve(result)
    }
    const atEnd = () => slider.value === slider.max
    slider.addEventListener('input', () => {
      confirm.disabled = !atEnd()
      confirm.style.opacity = atEnd() ? '1' : '0.5'
      status.textContent = atEnd() ? W.atEnd : W.progress(slider.value)
    })
    slider.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && atEnd()) confirm.click()
    })
    confirm.addEventListener('click', () => {
      if (atEnd()) end({ kind: 'solved', ticket: `${DEMO_CAPTCHA_TICKET_PREFIX}${randomState()}`, randstr: randomState().slice(0, 8) })
    })
    close.addEventListener('click', () => end({ kind: 'closed' }))
    // Escape closes a modal dialog: the person closed the challenge.
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault()
      end({ kind: 'closed' })
    })
    document.body.append(dialog)
    dialog.showModal()
    slider.focus()
  })
}

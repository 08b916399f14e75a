import { CAPTCHA_LOAD_TIMEOUT_MS, tencentEnd, type ChallengeEnd } from '@/outcomes/captcha'

/** Tencent Cloud captcha's script (contract "Protection against SMS abuse"); the page's CSP allows its host. */
export const TENCENT_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js'

interface TencentCaptchaInstance {
  show: () => void
}
type TencentCaptchaConstructor = new (
  appId: string,
  callback: (result: { ret?: unknown; ticket?: unknown; randstr?: unknown }) => void,
  options?: Record<string, unknown>,
) => TencentCaptchaInstance

declare global {
  interface Window {
    TencentCaptcha?: TencentCaptchaConstructor
  }
}

let loading: Promise<TencentCaptchaConstructor> | null = null

/** The script, loaded once (again after a failure), failing after 10 s. */
function loadScript(): Promise<TencentCaptchaConstructor> {
  loading ??= new Promise<TencentCaptchaConstructor>((resolve, reject) => {
    if (window.TencentCaptcha) return resolve(window.TencentCaptcha)
    const script = document.createElement('script')
    const timer = window.setTimeout(() => done(new Error('timeout')), CAPTCHA_LOAD_TIMEOUT_MS)
    const done = (error: Error | null) => {
      window.clearTimeout(timer)
      script.onload = script.onerror = null
      if (!error && window.TencentCaptcha) resolve(window.TencentCaptcha)
      else {
        script.remove()
        reject(error ?? new Error('TencentCaptcha missing'))
      }
    }
    script.src = TENCENT_CAPTCHA_SCRIPT
    script.async = true
    script.onload = () => done(null)
    script.onerror = () => done(new Error('load'))
    document.head.append(script)
  }).catch((e: unknown) => {
    loading = null
    throw e
  })
  return loading
}

/** Tencent's challenge: `new TencentCaptcha(appId, callback).show()`; its callback's `ret` 0 solved, 2 closed. */
export async function challenge(appId: string): Promise<ChallengeEnd> {
  let Captcha: TencentCaptchaConstructor
  try {
    Captcha = await loadScript()
  } catch {
    return { kind: 'loadFailed' }
  }
  return new Promise<ChallengeEnd>((resolve) => {
    try {
      new Captcha(appId, (result) => resolve(tencentEnd(result)), { userLanguage: 'zh-cn' }).show()
    } catch {
      resolve({ kind: 'loadFailed' })
    }
  })
}

import { leaveTo, randomState } from '@/app/browser'
import { getConfig } from '@/config/store'
import { wechatMpOn } from '@/config/wechatMp'
import { mpAuthorizeUrl } from '@/outcomes/wechat'
import { keepWechatState } from '@/session/storage'

/**
 * The one-tap WeChat sign-in (contract "Sign-in inside WeChat on a phone"): a fresh state, kept with the flow,
 * and the page goes to WeChat's authorization (the demo's stand-in with the demo's app id), the
 * one origin this control goes to. Loaded when the button is tapped: not in the first load.
 */
export function startWechatSignIn(embedded: boolean): boolean {
  const config = getConfig()
  if (!wechatMpOn(config)) return false
  const { wechatMpAppId: appId, wechatMpScope: scope } = config
  const state = randomState()
  keepWechatState({ state, flow: 'mp', embedded, at: Date.now() })
  leaveTo(mpAuthorizeUrl({ appId, scope, origin: window.location.origin, state }))
  return true
}

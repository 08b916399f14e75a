import type { CaptchaProvider, ChallengeEnd } from '@/outcomes/captcha'

/**
 * Show a provider's challenge (contract "Protection against SMS abuse") and wait for how it
 * ends. Each provider's code loads here, the first time a challenge is needed: never in a
 * page's first load (npm run budget checks).
 */
export async function showChallenge(provider: CaptchaProvider, appId: string): Promise<ChallengeEnd> {
  try {
    const module = provider === 'tencent' ? await import('./tencent') : await import('./demo')
    return await module.challenge(appId)
  } catch {
    // Its code did not load (the network): as a provider script that failed.
    return { kind: 'loadFailed' }
  }
}

import type { SendRequest } from '@/api/sendCode'

/**
 * The screens' challenge, given to the send (src/api/sendCode.ts): its code (./captcha/) loads the
 * first time a challenge is needed, never in a page's first load (npm run budget checks); code that
 * does not arrive rejects, and the send says the challenge did not load.
 */
export const showChallenge: SendRequest['showChallenge'] = (provider, appId) =>
  import('./captcha/challenge').then((m) => m.showChallenge(provider, appId))

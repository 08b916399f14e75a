import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { clientBuild } from './clientBuild.ts'

/**
 * Content-Security-Policy of the production build (a meta tag: the files are
 * static). Scripts from this origin (the app and /home/config.js) and WeChat's
 * widget host only; the one inline script is the early script, allowed by its hash
 * (contentSecurityPolicyFor). Emotion injects style elements, hence
 * 'unsafe-inline' for styles. Uploads go to the storage host (https), images
 * come from it. Not in `npm start`, whose dev server injects inline scripts.
 */
export const CSP = [
  "default-src 'self'",
  // WeChat's QR widget; Tencent Cloud captcha's script (contract "Protection against SMS abuse").
  "script-src 'self' https://res.wx.qq.com https://turing.captcha.qcloud.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  // WeChat's QR; Tencent Cloud captcha's challenge.
  'frame-src https://open.weixin.qq.com https://turing.captcha.qcloud.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** CSP with the inline early scripts allowed by their SHA-256 hashes: a page's names its language's, deploy/nginx.conf's every language's. */
export function contentSecurityPolicyFor(...earlyScripts: string[]): string {
  const hashes = earlyScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  return CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`)
}

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'home:csp',
    apply: clientBuild,
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
      ),
  }
}

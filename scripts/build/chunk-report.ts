import type { Plugin } from 'vite'
import { clientBuild } from './clientBuild.ts'

/** The captcha challenges' code (src/features/sms/captcha/): in no page's first load (npm run budget). */
export const CAPTCHA_PACKAGE = 'captcha (src/features/sms/captcha)'
const CAPTCHA_CODE = /[\\/]src[\\/]features[\\/]sms[\\/]captcha[\\/]/

/** The build's record of which npm packages each chunk carries (dist/.vite/chunk-packages.json), for npm run budget. */
export const CHUNK_PACKAGES = '.vite/chunk-packages.json'

/**
 * Writes, per emitted chunk, the npm packages its modules come from, so the
 * budget can say which libraries a page's first load carries (framer-motion
 * must not be in /home/login's).
 */
export function chunkPackages(): Plugin {
  return {
    name: 'home:chunk-packages',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const names = new Set<string>()
        for (const id of chunk.moduleIds) {
          // The innermost node_modules of the path names the package (the greedy `.*` finds the last one).
          const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
          if (match) names.add(match[1]!.replace('\\', '/'))
          // Our own code that must load only when needed, recorded like a package.
          else if (CAPTCHA_CODE.test(id)) names.add(CAPTCHA_PACKAGE)
        }
        packages[chunk.fileName] = [...names].sort()
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_PACKAGES, source: JSON.stringify(packages, null, 1) })
    },
  }
}

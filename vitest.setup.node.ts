import { afterEach, expect } from 'vitest'
import { forgetHandOvers } from '@/start/handover'

/**
 * The node project's tests (vite.config.ts) have no page. The project's own code that reads a global
 * of the page here throws, and the test fails even where the code catches it (src/session/storage.ts
 * reads a blocked store as empty): else code that asks `typeof window` would take its no-page path
 * and a test in the wrong project could pass. A package that asks whether it runs in a page
 * (ua-parser-js, Vite, TanStack Router) is told no, as in Node. A file that runs in a page of its
 * own (`// @vitest-environment happy-dom`) has these globals already.
 */
const pageReads: string[] = []
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator']) {
  if (name in globalThis) continue
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      // [0] the message, [1] this getter, [2] the code that read the global.
      const reader = new Error().stack?.split('\n')[2]?.trim() ?? ''
      if (reader.includes('/node_modules/')) return undefined
      pageReads.push(`${name}, ${reader}`)
      throw new ReferenceError(`${name} is not defined: this test runs without a page (project node, vite.config.ts)`)
    },
  })
}

afterEach(() => {
  // Work handed over lives on the page's global, not in a module: each test starts with none (as in vitest.setup.ts).
  forgetHandOvers()
  expect(pageReads.splice(0), 'a page read in the node project: the test belongs in the dom project (vite.config.ts)').toEqual([])
})

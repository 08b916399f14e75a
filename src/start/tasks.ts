import { PAGE } from './protocol.ts'

/** Resolves in a task of its own (what follows does not lengthen the task that asked). */
export const afterThisTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Resolves once the person is not typing (`data-typing` gone from <html>, src/start/early.ts, 6): start-up's
 * work waits for it, so each key shows at once on a slow phone (the system's build, src/main.tsx's phases).
 */
export function typingPaused(html: Element): Promise<void> {
  if (!html.hasAttribute(PAGE.typing)) return Promise.resolve()
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (html.hasAttribute(PAGE.typing)) return
      watch.disconnect()
      resolve()
    })
    watch.observe(html, { attributes: true, attributeFilter: [PAGE.typing] })
  })
}

import { PAGE } from './protocol.ts'

/** Resolves in a task of its own (what follows does not lengthen the task that asked). */
export const afterThisTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Resolves in a task of its own in which the person is not typing (`data-typing` gone from <html>,
 * src/start/early.ts, 6): each piece of start-up waits for it (the entry's run and the system's build, src/main.tsx's phases),
 * so each key shows at once on a slow phone.
 */
export const taskWhenNotTyping = (html: Element): Promise<void> =>
  afterThisTask().then(() =>
    // After a pause, not in the task that ended it, where another piece may resume too.
    html.hasAttribute(PAGE.typing) ? typingPaused(html).then(afterThisTask) : undefined,
  )

function typingPaused(html: Element): Promise<void> {
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (html.hasAttribute(PAGE.typing)) return
      watch.disconnect()
      resolve()
    })
    watch.observe(html, { attributes: true, attributeFilter: [PAGE.typing] })
  })
}

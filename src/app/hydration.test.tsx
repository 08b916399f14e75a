import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrationProvider, useHydrated } from './hydration'

/** Shows what only the running page knows (as useConfig does with config.js) once hydrated. */
function Shows({ value }: { value: string }) {
  return <p>{useHydrated() ? value : 'default'}</p>
}

// act() outside Testing Library's render: tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
afterEach(() => container.remove())

describe('HydrationProvider (src/app/hydration.tsx)', () => {
  it('hydrates as the shell was built, then applies the real value over the same node', async () => {
    const shell = renderToString(
      <HydrationProvider hydrating>
        <Shows value="production" />
      </HydrationProvider>,
    )
    expect(shell).toBe('<p>default</p>')
    container = document.createElement('div')
    // The page as the browser parses it from the build's HTML (React's own markup, not server text).
    container.append(document.createRange().createContextualFragment(shell))
    document.body.append(container)
    const paragraph = container.firstChild
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationProvider hydrating>
          <Shows value="production" />
        </HydrationProvider>,
        { onRecoverableError: (e) => mismatches.push(e) },
      )
    })
    expect(mismatches).toEqual([])
    expect(container.textContent).toBe('production')
    // Hydrated in place: the node the shell carried is the node that now shows the real value.
    expect(container.firstChild).toBe(paragraph)
  })

  it('gives the real value at once where there is no shell to match', async () => {
    container = document.createElement('div')
    document.body.append(container)
    await act(async () =>
      createRoot(container).render(
        <HydrationProvider hydrating={false}>
          <Shows value="production" />
        </HydrationProvider>,
      ),
    )
    expect(container.textContent).toBe('production')
  })
})

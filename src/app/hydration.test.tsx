import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useHydratedSearch } from './hydration'

function Shows({ search }: { search: { t?: string | undefined } }) {
  const shown = useHydratedSearch(search)
  return <p>{shown.t ?? 'none'}</p>
}

// act() outside Testing Library's render: tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
afterEach(() => container.remove())

describe('useHydratedSearch (src/app/hydration.ts)', () => {
  it('renders as the shell was built (no search params), then with the real ones, over the same node', async () => {
    const shell = renderToString(<Shows search={{ t: 'pwd' }} />)
    expect(shell).toBe('<p>none</p>')
    container = document.createElement('div')
    // The page as the browser parses it from the build's HTML (React's own markup, not server text).
    container.append(document.createRange().createContextualFragment(shell))
    document.body.append(container)
    const paragraph = container.firstChild
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Shows search={{ t: 'pwd' }} />, { onRecoverableError: (e) => mismatches.push(e) })
    })
    expect(mismatches).toEqual([])
    expect(container.textContent).toBe('pwd')
    // Hydrated in place: the node the shell carried is the node that now shows the real value.
    expect(container.firstChild).toBe(paragraph)
  })

  it('gives the real search params at once where there is no shell to match', async () => {
    container = document.createElement('div')
    document.body.append(container)
    await act(async () => createRoot(container).render(<Shows search={{ t: 'bindPhone' }} />))
    expect(container.textContent).toBe('bindPhone')
  })
})

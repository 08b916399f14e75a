import { renderToString } from 'react-dom/server'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from '@/app/router'
import { system } from '@/app/system'

/**
 * Build-time prerender (scripts/prerender.ts): a route's static shell as the
 * client would render it first, with its Emotion styles inline, so the card
 * paints before any JavaScript runs. Default config, no storage, no search
 * params: the client render replaces it with the real state.
 */
export async function renderRoute(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return renderToString(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
}

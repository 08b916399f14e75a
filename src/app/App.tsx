import { StrictMode } from 'react'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from '@/app/router'
import { HydrationProvider } from '@/app/hydration'
import { appSystem } from '@/app/system'

/**
 * The whole app, as the browser renders it and as the build prerenders it
 * (src/prerender.tsx): both must render the same tree for hydration. The
 * device is the router's (its context), decided before the first render.
 * `hydrating`: this render takes over a prerendered shell (src/app/hydration.tsx).
 */
export function App({ router, hydrating }: { router: ReturnType<typeof createAppRouter>; hydrating: boolean }) {
  return (
    <StrictMode>
      <ChakraProvider value={appSystem()}>
        <HydrationProvider hydrating={hydrating}>
          <RouterProvider router={router} />
        </HydrationProvider>
      </ChakraProvider>
    </StrictMode>
  )
}

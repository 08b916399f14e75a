import { StrictMode } from 'react'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from '@/app/router'
import { appSystem } from '@/app/system'

/**
 * The whole app, as the browser renders it and as the build prerenders it
 * (src/prerender.tsx): both must render the same tree for hydration.
 */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>
  )
}

import { setupWorker } from 'msw/browser'
import { createDb } from './db'
import { createHandlers } from './handlers'

/**
 * `npm start`: the demo back end runs in a service worker registered under
 * /home/ with an explicit URL and scope. Loaded only in development.
 */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...createHandlers(createDb(), { latencyMs: 250 }))
  await worker.start({
    serviceWorker: { url: '/home/mockServiceWorker.js', options: { scope: '/home/' } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}

/**
 * What production builds get for @tanstack/devtools-event-client (vite.config.ts aliases it): TanStack Form
 * reports each form's state to TanStack Devtools, which production never has; the real client's event bus,
 * retries and window listeners would only cost bytes and timers.
 */
export class EventClient {
  constructor(_options: { pluginId: string; debug?: boolean; enabled?: boolean; reconnectEveryMs?: number }) {}
  on(_eventSuffix: string, _cb: (event: never) => void, _options?: { withEventTarget?: boolean }): () => void {
    return () => {}
  }
  emit(_eventSuffix: string, _payload?: unknown): void {}
}

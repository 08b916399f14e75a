/**
 * What the old engines' chunk (src/legacy/index.ts) hands the app: the style lowering for the
 * styles Emotion writes from now on. Set before the app's entry runs (src/start/early.ts
 * starts the app after the chunk); absent on a current engine, which loads no such chunk.
 */
import type { Middleware } from 'stylis'
import { LEGACY_STYLIS_GLOBAL } from '@/start/protocol'

const KEY = LEGACY_STYLIS_GLOBAL

export function handOverStylisPlugins(plugins: Middleware[]): void {
  ;(window as unknown as Record<string, unknown>)[KEY] = plugins
}

/** The plugins Emotion's cache takes on an old engine, or undefined (its defaults). */
export function legacyStylisPlugins(): Middleware[] | undefined {
  const plugins: unknown = (window as unknown as Record<string, unknown>)[KEY]
  return Array.isArray(plugins) && plugins.every((p) => typeof p === 'function') ? (plugins as Middleware[]) : undefined
}

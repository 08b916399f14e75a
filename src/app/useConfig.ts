import { getConfig } from '@/config/store'
import { DEFAULT_CONFIG, type AppConfig } from '@/config/schema'
import { useHydrated } from './hydration'

/**
 * The runtime configuration (set once at start; safe to read during render).
 * While a prerendered shell hydrates, the defaults it was built with are used
 * (so the first render matches the shell), then the page re-renders with the
 * configuration config.js set.
 */
export function useConfig(): AppConfig {
  return useHydrated() ? getConfig() : DEFAULT_CONFIG
}

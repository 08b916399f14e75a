import { getConfig } from '@/config/store'
import type { AppConfig } from '@/config/schema'

/** The runtime configuration (set once at start; safe to read during render). */
export function useConfig(): AppConfig {
  return getConfig()
}

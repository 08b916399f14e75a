import { DEFAULT_CONFIG, type AppConfig } from './schema'

/**
 * The parsed runtime configuration, set once by the entry point before the app
 * renders. Plain memory: no globals are read here.
 */
let current: AppConfig = DEFAULT_CONFIG

export function setConfig(config: AppConfig): void {
  current = config
}

export function getConfig(): AppConfig {
  return current
}

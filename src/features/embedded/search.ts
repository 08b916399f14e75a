export type { EmbeddedMode } from '@/start/shells'

export { EMBEDDED_MODES, type EmbeddedMode } from '@/start/shells'

export { EMBEDDED_MODES, type EmbeddedMode } from '@/outcomes/shells'

export * from './keys'
export * from './storage'

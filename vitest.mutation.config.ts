import { defineConfig } from 'vitest/config'
import repoConfig from './vite.config.ts'

// The repo's Vitest setup with only the pure core's own tests (stryker.config.mjs): Stryker's testFiles option would
// do this, but with it Stryker 9.6.1 activates a module-level mutant after the module has loaded, so it survives.
export default defineConfig((env) => {
  const config = repoConfig(env)
  return {
    ...config,
    test: { ...config.test, include: ['src/outcomes/**/*.test.ts', 'src/start/**/*.test.ts', 'src/session/**/*.test.ts'] },
  }
})

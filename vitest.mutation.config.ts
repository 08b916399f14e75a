import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import repoConfig from './vite.config.ts'

// The repo's Vitest setup (its two projects) with only the pure core's own tests (stryker.config.mjs): Stryker's
// testFiles option would do this, but with it Stryker 9.6.1 activates a module-level mutant after the module has loaded.
const CORE = ['src/outcomes/', 'src/start/', 'src/session/']
const inCore = (file: string) => CORE.some((dir) => file.startsWith(dir))

export default defineConfig((env) => {
  const config = repoConfig(env)
  const projects = (config.test?.projects ?? []) as TestProjectInlineConfiguration[]
  return {
    ...config,
    test: {
      ...config.test,
      // Each project keeps its own files among the core's: the node project its listed files, the DOM project the rest.
      projects: projects.map((p) => ({
        ...p,
        test: {
          ...p.test,
          include: (p.test?.include ?? []).flatMap((i) =>
            i.includes('*') ? CORE.map((dir) => `${dir}**/*.test.{ts,tsx}`) : inCore(i) ? [i] : [],
          ),
        },
      })),
    },
  }
})

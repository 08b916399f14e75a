import path from 'node:path'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import routerConfig from './tsr.config.json' with { type: 'json' }
import { contentSecurityPolicy, demoDevServer, staticRoutes } from './scripts/vite-plugins.ts'

export default defineConfig({
  base: '/home/',
  plugins: [
    tanstackRouter({ ...routerConfig, target: 'react' }),
    react(),
    demoDevServer(),
    contentSecurityPolicy(),
    staticRoutes(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { manifest: true, target: 'es2022', sourcemap: false },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
})

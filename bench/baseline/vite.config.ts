import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** The baseline page (bench/baseline/main.tsx), built by scripts/measure/perf.ts; served at /bench/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/',
  plugins: [react()],
  logLevel: 'warn',
  // One chunk with the whole of Chakra's defaultSystem, as a page that does nothing about its size would ship.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4096 },
})

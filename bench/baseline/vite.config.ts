import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { chunkReport } from '../../scripts/build/chunk-report.ts'

/** The baseline page (bench/baseline/main.tsx), built by scripts/measure/perf.ts and budget.ts; served at /bench/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/',
  // Where its bytes go, as for the app (npm run budget prints both).
  plugins: [react(), chunkReport()],
  logLevel: 'warn',
  // One chunk with the whole of Chakra's defaultSystem, as a page that does nothing about its size would ship.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4096, sourcemap: 'hidden' },
})

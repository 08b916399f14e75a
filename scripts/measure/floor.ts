/**
 * The floor the design card's packages set: what each costs at the least a sign-in page can use of it,
 * built by the bundler that builds the app (Vite, minified, one chunk each, the packages it sits on left
 * out), gzip -9: `npm run floor`; docs/performance.md sets it beside npm run budget's figures.
 * size-limit measures the same with its own esbuild, whose tree-shaking is not the app's.
 */
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

/** The least each package's use takes on a page with one form that sends a request; `on` is what it sits on (not counted). */
const FLOOR_USES: ReadonlyArray<{ name: string; code: string; on: readonly string[] }> = [
  {
    name: 'react + react-dom (hydrateRoot)',
    code: `import { createElement } from 'react'; import { hydrateRoot } from 'react-dom/client'; hydrateRoot(document.body, createElement('p'))`,
    on: [],
  },
  {
    name: 'Chakra + Emotion (a system, its provider, one box)',
    code: `import { createElement } from 'react'; import { Box, ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react'
      globalThis.floor = createElement(ChakraProvider, { value: createSystem(defaultBaseConfig) }, createElement(Box, { p: 2 }))`,
    on: ['react', 'react-dom'],
  },
  {
    name: 'TanStack Router (one route)',
    code: `import { createElement } from 'react'; import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
      globalThis.floor = createElement(RouterProvider, { router: createRouter({ routeTree: createRootRoute({ component: () => null }) }) })`,
    on: ['react', 'react-dom'],
  },
  {
    name: 'TanStack Form (one field)',
    code: `import { createElement } from 'react'; import { useForm } from '@tanstack/react-form'
      globalThis.floor = function Page() { const form = useForm({ defaultValues: { phone: '' } }); return createElement(form.Field, { name: 'phone', children: (f) => f.state.value }) }`,
    on: ['react', 'react-dom'],
  },
  {
    name: 'valibot (one object of two checked strings)',
    code: `import * as v from 'valibot'; globalThis.floor = (x) => v.safeParse(v.object({ phone: v.pipe(v.string(), v.regex(/^1\\d{10}$/)), code: v.string() }), x)`,
    on: [],
  },
  {
    name: 'ofetch (one request)',
    code: `import { ofetch } from 'ofetch'; globalThis.floor = (body) => ofetch('/api', { method: 'POST', body })`,
    on: [],
  },
]

const VIRTUAL = '\0floor-entry'

/** gzip -9 bytes of one use built alone (its `on` packages external). */
async function cost(use: (typeof FLOOR_USES)[number]): Promise<number> {
  const external = (id: string) => use.on.some((p) => id === p || id.startsWith(`${p}/`))
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [{ name: 'floor-entry', resolveId: (id) => (id === VIRTUAL ? id : null), load: (id) => (id === VIRTUAL ? use.code : null) }],
    build: { write: false, rollupOptions: { input: VIRTUAL, external, output: { format: 'es' } } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((c) => c.type === 'chunk')
  return chunks.reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0)
}

/** Each use's gzip bytes, in FLOOR_USES's order. */
async function stackFloor(): Promise<Array<{ name: string; bytes: number }>> {
  const out: Array<{ name: string; bytes: number }> = []
  for (const use of FLOOR_USES) out.push({ name: use.name, bytes: await cost(use) })
  return out
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const floor = await stackFloor()
  for (const f of floor) console.log(`${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.name}`)
  console.log(`${(floor.reduce((n, f) => n + f.bytes, 0) / 1024).toFixed(1).padStart(6)} KB  the floor`)
}

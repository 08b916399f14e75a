// @vitest-environment node
import { execFile } from 'node:child_process'
import type { Server } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { createMiddleware } from '@mswjs/http-middleware'
import express from 'express'
import { http, HttpResponse, type RequestHandler } from 'msw'
import sirv from 'sirv'
import { afterEach, describe, expect, it } from 'vitest'
import { createDb } from '../../src/mocks/db'
import { createHandlers } from '../../src/mocks/handlers'

const ROOT = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

/** A back end over real HTTP: the demo's handlers (with `first` in front), and the agreement files as the build ships them. */
function backEnd(first: RequestHandler[] = []): Promise<{ apiBase: string; close: () => Promise<void> }> {
  const app = express()
  app.use(createMiddleware(...first, ...createHandlers(createDb())))
  app.use('/home', sirv(path.join(ROOT, 'public'), { dev: true }))
  return new Promise((resolve) => {
    const server: Server = app.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ apiBase: `http://127.0.0.1:${port}/home/api/`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

/** `npm run contract:check -- <apiBase>`, as a person runs it: its output and exit status. */
async function contractCheck(apiBase: string): Promise<{ status: number; output: string }> {
  try {
    const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/contract/check.ts', apiBase], { cwd: ROOT })
    return { status: 0, output: stdout }
  } catch (e) {
    const failed = e as { code?: number; stdout?: string }
    return { status: failed.code ?? -1, output: failed.stdout ?? '' }
  }
}

let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

describe('npm run contract:check', () => {
  it('passes against the demo back end over HTTP: every read parses with the front end’s schemas', async () => {
    const server = await backEnd()
    close = server.close
    const { status, output } = await contractCheck(server.apiBase)
    expect(output).toContain('✓ getArea')
    expect(output).toContain('✓ checkLogin')
    expect(output).toContain('✓ /home/agreement/privacy.txt')
    expect(output).not.toContain('✗')
    expect(status).toBe(0)
  })

  it('fails against a back end whose answer moved a field, and names it', async () => {
    // Sales channels answered with `name` where the front end reads `text`; area ids as objects.
    const wrong = [
      http.post('*/home/api/getEnum', () => HttpResponse.json({ code: 0, msg: '', data: [{ id: 1, name: '外贸出口' }] })),
      http.post('*/home/api/getArea', () => HttpResponse.json({ code: 0, msg: '', data: [{ id: { value: 44 }, name: '广东省' }] })),
    ]
    const server = await backEnd(wrong)
    close = server.close
    const { status, output } = await contractCheck(server.apiBase)
    expect(status).toBe(1)
    expect(output).toContain('✗ getEnum')
    expect(output).toMatch(/✗ getEnum\n {4}data\.0\.text: Invalid key: Expected "text" but received undefined/)
    expect(output).toContain('✗ getArea')
    expect(output).toMatch(/✗ getArea\n {4}data\.0\.id: Invalid type: Expected \(string \| number\) but received Object/)
    expect(output).toContain('✓ getBusiness')
  })
})

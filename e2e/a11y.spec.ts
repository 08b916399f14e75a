import type { Page } from '@playwright/test'
import { PAGE_PATHS, type PagePath } from '../src/domain/pages'
import { controlsFor, DEVICE_KINDS } from '../src/start/deviceControls'
import { shellCombinations, shellVariant } from '../src/start/shells'
import { appPath } from '../src/outcomes/navigation'
import { DEMO_COMPANIES, DEMO_FACTORIES } from '../src/mocks/scenarios'
import { AXE_TAGS, AXE_VERSION, axeViolations, WIDTHS } from './axe'
import { test, expect, gotoReady } from './fixtures'
import { readLargeTextProblems } from './largeText'

/** axe-core's current rules on every route in its main states: zero violations (WCAG 2.1 A/AA and best practices). */
async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/**
 * The page has settled: the app has taken over and no region is loading (every loading region is
 * aria-busy from its first render until its content or its failure is there). Not the network
 * going quiet: on a busy machine the app can make its requests after a quiet half second. The
 * loading states themselves are checked on purpose in e2e/loading.spec.ts.
 */
async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/**
 * The stored lists and reason the list and status pages show, written as each page starts (no page
 * load of its own). Written again on every navigation of the test: each test opens one page.
 */
async function seedLists(page: Page) {
  await page.addInitScript(
    ([companies, factories]) => {
      localStorage.setItem('list', JSON.stringify(companies))
      localStorage.setItem('factorys', JSON.stringify(factories))
      localStorage.setItem('message', '营业执照不清晰')
    },
    [DEMO_COMPANIES, DEMO_FACTORIES] as const,
  )
}

/**
 * Whether a route's first render depends on the device: for some search, another device kind keeps
 * another of its shells (src/start/shells.ts). Only those are checked at both widths; every route
 * is checked on the phone, over the shell prerendered for a desktop browser for the same search
 * where the render does not depend on the device: a route that did render otherwise there would not
 * hydrate in place (a page error, which fails the phone's test), so the rule cannot hide a difference
 * in the DOM. (What only the styles change with the width, a responsive grid, is not checked twice.)
 */
function dependsOnDevice(path: PagePath): boolean {
  const searches = new Map(shellCombinations(path).map(({ search }) => [JSON.stringify(search), search]))
  return [...searches.values()].some(
    (search) => new Set(DEVICE_KINDS.map((kind) => shellVariant(path, (name) => search[name], controlsFor(kind))?.name)).size > 1,
  )
}

/** The route of a URL under /home. */
const routeOf = (url: string) => appPath(new URL(url, 'http://x').pathname) as PagePath

for (const width of WIDTHS)
  test.describe(`accessibility at ${width.name} (axe-core ${AXE_VERSION}: ${AXE_TAGS.join(', ')})`, () => {
    test.use(width.use)
    const checked = (path: PagePath) => width.phone || dependsOnDevice(path)
    for (const path of PAGE_PATHS.filter((p) => p !== '/loadings' && checked(p))) {
      test(`${path}${width.phone ? ', then reflowed at 320 px' : ''}`, async ({ page }) => {
        await seedLists(page)
        await gotoReady(page, `/home${path === '/' ? '/' : path}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await settled(page)
        await expectNoViolations(page)
        if (width.phone) {
          // WCAG 1.4.10 reflow, on the same page: at 320 CSS px no sideways scroll, every label and button whole.
          await page.setViewportSize({ width: 320, height: 640 })
          expect((await page.evaluate(readLargeTextProblems, 320)).problems, `${path} at 320 px`).toEqual([])
        }
      })
    }

    const STATES: Array<[string, string, (page: Page) => Promise<void>]> = [
      [
        'phone panel with errors',
        '/home/login?t=pwd',
        async (page) => {
          await page.getByRole('button', { name: '登录', exact: true }).click()
          await expect(page.getByText('手机号码不能为空')).toBeVisible()
        },
      ],
      [
        'bind panel with errors',
        '/home/login?t=bindPhone',
        async (page) => {
          await page.getByRole('button', { name: '绑定' }).click()
          await expect(page.getByText('请输入手机号')).toBeVisible()
        },
      ],
      [
        'unregistered dialog open',
        '/home/login?jump_url=not_bound',
        async (page) => {
          await expect(page.getByRole('alertdialog')).toBeVisible()
        },
      ],
      [
        'support dialog open',
        '/home/login',
        async (page) => {
          await page.getByRole('button', { name: '联系客服' }).click()
          await expect(page.getByRole('dialog')).toBeVisible()
        },
      ],
      [
        'company registration with errors',
        '/home/register',
        async (page) => {
          await page.getByRole('button', { name: '提交注册' }).click()
          await expect(page.getByText('请先上传营业执照')).toBeVisible()
        },
      ],
      [
        'factory registration with errors',
        '/home/register',
        async (page) => {
          await page.getByRole('tab', { name: '工厂注册' }).click()
          await page.getByRole('button', { name: '提交注册' }).click()
          await expect(page.getByText('请先上传工厂logo')).toBeVisible()
        },
      ],
      [
        'bind company with errors',
        '/home/bindPhone',
        async (page) => {
          await page.getByRole('button', { name: '确认绑定' }).click()
          await expect(page.getByText('请输入验证码')).toBeVisible()
        },
      ],
      [
        'card selected',
        '/home/bindCompany',
        async (page) => {
          await page.getByRole('radio').first().click()
        },
      ],
      [
        'embedded phone tab',
        '/home/LoginIfarme',
        async (page) => {
          await page.getByRole('tab', { name: '手机登录' }).click()
          await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible()
        },
      ],
    ]
    for (const [name, url, act] of STATES.filter(([, url]) => checked(routeOf(url)))) {
      test(`state: ${name}`, async ({ page }) => {
        await seedLists(page)
        await page.goto(url)
        await settled(page)
        await act(page)
        await settled(page)
        await expectNoViolations(page)
      })
    }
  })

import { test, expect } from './fixtures'

test.describe('phone login leaves for the main applications (production build)', () => {
  test('a company answer leaves for companyAppUrl with the token in the URL', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.loginWith('13800000001')
    await page.waitForURL(/\/demo\/company\/login\?/)
    const url = new URL(page.url())
    const token = url.searchParams.get('token')
    expect(token).toMatch(/^demo\.company\.13800000001\./)
    expect(url.searchParams.has('code')).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBe(token)
  })

  test('with the 15-day auto-login the URL carries code=1 (+852 phone)', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.loginWith('51234567', { areaCode: '852', autoLogin: true })
    await page.waitForURL(/\/demo\/company\/login\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('token')).toMatch(/^demo\.company\.51234567\./)
    expect(url.searchParams.get('code')).toBe('1')
  })

  test('a trusted Special base is used', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.loginWith('13800000021')
    await page.waitForURL(/\/demo\/special\/login\?token=demo\.company\.13800000021\./)
  })

  test('an untrusted Special base is ignored', async ({ page, loginPage }) => {
    const offsite: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'evil.example') offsite.push(r.url())
    })
    await loginPage.goto()
    await loginPage.loginWith('13800000022')
    await page.waitForURL(/\/demo\/company\/login\?token=demo\.company\.13800000022\./)
    expect(offsite).toEqual([])
  })

  test('a 500 on login1 lands on /home/error', async ({ page, loginPage }) => {
    await loginPage.goto()
    await loginPage.loginWith('13800000500')
    await page.waitForURL(/\/home\/error$/)
    await expect(page.getByRole('heading', { level: 1, name: '出错了' })).toBeVisible()
  })
})

import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderApp } from '@/test/renderApp'
import { testServer } from '@/test/server'
import { FORM_LOOKUPS, type RegisterForm } from '@/start/pageReads'
import { clearDrafts } from '@/session/drafts'

/** The lookups requested while `run` runs. */
async function lookupsRequested(run: () => Promise<void>): Promise<string[]> {
  const names: string[] = []
  const seen = ({ request }: { request: Request }) => {
    const name = /\/api\/(get(Area|Enum|RegPurpose|Business))$/.exec(request.url)?.[1]
    if (name) names.push(name)
  }
  testServer.events.on('request:start', seen)
  try {
    await run()
  } finally {
    testServer.events.removeListener('request:start', seen)
  }
  return names.sort()
}

async function companyForm() {
  return within(await screen.findByRole('form', { name: '采购商注册' }))
}

describe('registration page', () => {
  it.each<[string, RegisterForm, string]>([
    ['/home/register', 'company', '外贸出口'],
    ['/home/company?id=editFactory', 'factory', '塑胶玩具'],
  ])('%s reads exactly the lookups of its form (FORM_LOOKUPS, src/start/pageReads.ts)', async (url, form, option) => {
    const names = await lookupsRequested(async () => {
      await renderApp(url)
      expect(await screen.findByRole('checkbox', { name: option })).toBeTruthy()
    })
    expect(names).toEqual([...FORM_LOOKUPS[form]].sort())
  })

  it('restores what was typed after a return from /error (the SMS code too, within the page) and after a reload (never the code)', async () => {
    const first = await renderApp('/home/register')
    let form = await companyForm()
    await first.user.type(form.getByRole('textbox', { name: /公司名称/ }), '草稿公司')
    await first.user.type(form.getByPlaceholderText('请输入短信验证码'), '123456')
    expect(sessionStorage.getItem('home:draft:register-company')).toContain('草稿公司')
    expect(sessionStorage.getItem('home:draft:register-company')).not.toContain('123456')
    first.unmount()

    const second = await renderApp('/home/error')
    await second.router.navigate({ to: '/register' })
    form = await companyForm()
    await waitFor(() => expect((form.getByRole('textbox', { name: /公司名称/ }) as HTMLInputElement).value).toBe('草稿公司'))
    expect((form.getByPlaceholderText('请输入短信验证码') as HTMLInputElement).value).toBe('123456')
    second.unmount()

    // A reload: a new page, whose memory held nothing; the tab's storage still has the draft.
    const stored = Object.entries(sessionStorage)
    clearDrafts()
    for (const [key, value] of stored) sessionStorage.setItem(key, value)
    await renderApp('/home/register')
    form = await companyForm()
    await waitFor(() => expect((form.getByRole('textbox', { name: /公司名称/ }) as HTMLInputElement).value).toBe('草稿公司'))
    expect((form.getByPlaceholderText('请输入短信验证码') as HTMLInputElement).value).toBe('')
  })

  it('a failed lookup offers a retry instead of an empty list', async () => {
    let fail = true
    testServer.use(http.post('*/home/api/getEnum', () => (fail ? HttpResponse.error() : undefined)))
    const { user } = await renderApp('/home/register')
    const form = await companyForm()
    expect(await form.findByText('销售渠道加载失败')).toBeTruthy()
    fail = false
    // Named for what it retries; focus stays in the list's region while it loads again.
    const retry = form.getByRole('button', { name: '重试加载销售渠道' })
    const region = screen.getByTestId('lookup-销售渠道')
    await user.click(retry)
    expect(region.contains(document.activeElement)).toBe(true)
    expect(await form.findByRole('checkbox', { name: '外贸出口' })).toBeTruthy()
  })

  it('says which list is loading in one polite status per list, busy until it arrives', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    testServer.use(
      http.post('*/home/api/getEnum', async () => {
        await held
        return undefined
      }),
    )
    await renderApp('/home/register')
    const form = await companyForm()
    const region = screen.getByTestId('lookup-销售渠道')
    const status = within(region).getByRole('status')
    await waitFor(() => expect(status.textContent).toBe('销售渠道加载中…'))
    expect(region.getAttribute('aria-busy')).toBe('true')
    expect(within(region).getAllByRole('status')).toHaveLength(1)
    // The skeleton is for the eye only: no label on an element whose role cannot carry one.
    for (const skeleton of region.querySelectorAll('.chakra-skeleton')) {
      expect(skeleton.getAttribute('aria-label')).toBeNull()
      expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    }
    release()
    expect(await form.findByRole('checkbox', { name: '外贸出口' })).toBeTruthy()
    expect(region.getAttribute('aria-busy')).toBeNull()
    expect(status.textContent).toBe('')
  })

  it('warns when the phone is already registered', async () => {
    const { user } = await renderApp('/home/register')
    const form = await companyForm()
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000001')
    await user.tab()
    expect(await form.findByText('该手机号已注册为公司账号，请直接登录')).toBeTruthy()
  })

  it('微信号与手机号相同 shows the phone’s digits as the WeChat ID, not editable, and follows the phone; unticked, the ID typed is back', async () => {
    const { user } = await renderApp('/home/register')
    const form = await companyForm()
    const wechat = form.getByRole('textbox', { name: /微信号/ }) as HTMLInputElement
    await user.type(wechat, 'toy_wx')
    await user.click(form.getByRole('checkbox', { name: '微信号与手机号相同' }))
    await waitFor(() => expect(wechat.disabled).toBe(true))
    expect(wechat.value).toBe('')
    await user.type(form.getByPlaceholderText('请输入手机号'), '13800000099')
    await waitFor(() => expect(wechat.value).toBe('13800000099'))
    await user.click(form.getByRole('checkbox', { name: '微信号与手机号相同' }))
    await waitFor(() => expect(wechat.disabled).toBe(false))
    expect(wechat.value).toBe('toy_wx')
  })
})

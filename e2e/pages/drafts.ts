import type { Loc, Surface } from './surface'
import { LoginPage } from './LoginPage'
import { RegisterPage } from './RegisterPage'

/** Waits until `read` gives `expected` (each lane passes its own: Playwright's expect.poll, the engine lanes' eventually). */
export type Poll = (what: string, read: () => Promise<string>, expected: string) => Promise<void>
/** What the page's session storage holds under `key`, read at once. */
export type ReadStored = (key: string) => Promise<string | null>

/**
 * What a person types is never lost (src/features/forms/useFormDraft.ts), as a person loses it:
 * nothing waits between a keystroke and what comes next. Shared by the Chromium suite
 * (e2e/drafts.spec.ts) and the engine lanes (e2e/engines/journeys.spec.ts).
 */
export class DraftJourneys<L extends Loc<L>> {
  constructor(
    readonly page: Surface<L>,
    readonly poll: Poll,
    readonly stored: ReadStored,
  ) {}

  /** Written by the keystroke itself, not later: the draft is there the moment typing ends, and the SMS code never is. */
  private async writtenAlready(key: string, text: string, code?: string): Promise<void> {
    const value = (await this.stored(key)) ?? ''
    if (!value.includes(text)) throw new Error(`${key} holds ${JSON.stringify(value)} right after typing, not ${text}`)
    if (code && value.includes(code)) throw new Error(`${key} holds the SMS code: ${value}`)
  }

  /** The page reloaded right after a keystroke: the registration form and the login's phone come back. */
  async reloadRightAfterTyping(): Promise<void> {
    const reg = new RegisterPage(this.page)
    await reg.goto()
    const form = reg.form('company')
    await reg.fill(form, '公司名称', '草稿玩具公司')
    await reg.fill(form, '联系人', '王草稿')
    await form.getByPlaceholder('请输入短信验证码').fill('123456')
    await this.writtenAlready('home:draft:register-company', '王草稿', '123456')
    await this.page.reload()
    await this.poll('公司名称 after a reload', () => form.getByRole('textbox', { name: '公司名称', exact: true }).inputValue(), '草稿玩具公司')
    await this.poll('联系人 after a reload', () => form.getByRole('textbox', { name: '联系人', exact: true }).inputValue(), '王草稿')

    const login = new LoginPage(this.page)
    await login.goto()
    await login.phone.fill('13800000091')
    await this.writtenAlready('home:draft:login-phone', '13800000091')
    await this.page.reload()
    await this.poll('the login’s phone after a reload', () => login.phone.inputValue(), '13800000091')
  }

  /** A link to another page of the app right after typing, then the browser's back button. */
  async backButton(): Promise<void> {
    const reg = new RegisterPage(this.page)
    await reg.goto()
    const form = reg.form('company')
    await reg.fill(form, '公司名称', '返回玩具公司')
    await this.page.getByRole('link', { name: '登录', exact: true }).click()
    await this.page.getByRole('form', { name: '手机号登录' }).or(this.page.getByRole('tab', { name: '扫码登录' })).first().waitFor()
    await this.page.goBack()
    await this.poll('公司名称 after the back button', () => form.getByRole('textbox', { name: '公司名称', exact: true }).inputValue(), '返回玩具公司')
  }

  /** Another panel or tab and back at once: the login's phone, both registration tabs. */
  async panelsAndTabs(): Promise<void> {
    const login = new LoginPage(this.page)
    await login.goto()
    await login.phone.fill('13800000092')
    await this.page.getByRole('tab', { name: '扫码登录' }).click()
    await this.page.getByRole('tab', { name: '手机号登录' }).click()
    await this.poll('the login’s phone after 扫码登录 and back', () => login.phone.inputValue(), '13800000092')

    const reg = new RegisterPage(this.page)
    await reg.goto()
    await reg.fill(reg.form('company'), '公司名称', '采购草稿')
    await this.page.getByRole('tab', { name: '工厂注册' }).click()
    await reg.fill(reg.form('factory'), '工厂名称', '工厂草稿')
    await this.page.getByRole('tab', { name: '采购商注册' }).click()
    await this.poll('公司名称 after 工厂注册 and back', () => reg.form('company').getByRole('textbox', { name: '公司名称', exact: true }).inputValue(), '采购草稿')
    await this.page.getByRole('tab', { name: '工厂注册' }).click()
    await this.poll('工厂名称 after 采购商注册 and back', () => reg.form('factory').getByRole('textbox', { name: '工厂名称', exact: true }).inputValue(), '工厂草稿')
  }
}

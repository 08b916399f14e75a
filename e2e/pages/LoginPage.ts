import { gotoReady } from '../navigation'
import type { Loc, Paste, Surface } from './surface'
import { readDemoCode, typeDemoCode } from './sms'
import { wordsIn } from '../words'
import { loginWords } from '../../src/words/zh-CN/login'
import { smsWords } from '../../src/words/zh-CN/sms'
import { SOURCE_LANGUAGE, type Language } from '../../src/words/languages'

/** Page object of /home/login (phone panel, tabs, dialogs). */
export class LoginPage<L extends Loc<L>> {
  readonly phoneForm: L
  readonly phone: L
  readonly code: L
  readonly getCode: L
  readonly submit: L
  readonly autoLogin: L
  readonly areaCode: L

  private readonly heading: string

  /** The login page as a reader of `language` sees it (its words: e2e/words.ts); goto opens it in that language. */
  constructor(
    readonly page: Surface<L>,
    readonly language: Language = SOURCE_LANGUAGE,
  ) {
    const login = wordsIn(language, loginWords)
    const sms = wordsIn(language, smsWords)
    this.heading = login.heading
    this.phoneForm = page.getByRole('form', { name: login.phonePanel })
    this.phone = this.phoneForm.getByPlaceholder(sms.phonePlaceholder)
    this.code = this.phoneForm.getByPlaceholder(sms.codePlaceholder)
    this.getCode = this.phoneForm.getByTestId('get-code')
    this.submit = this.phoneForm.getByRole('button', { name: login.submit })
    this.autoLogin = page.getByRole('checkbox', { name: login.autoLogin })
    this.areaCode = this.phoneForm.getByRole('combobox', { name: sms.areaCode })
  }

  async goto(search = 't=pwd'): Promise<void> {
    const lang = this.language === SOURCE_LANGUAGE ? '' : `&lang=${this.language}`
    await gotoReady(this.page, `/home/login?${search}${lang}`)
    await this.page.getByRole('heading', { level: 1, name: this.heading }).waitFor()
  }

  /** Ask for a code and read it from the demo back end's message. */
  async requestCode(): Promise<string> {
    await this.getCode.click()
    return readDemoCode(this.page)
  }

  /** Pastes `text` into the emptied phone field. */
  async pastePhone(text: string, paste: Paste<L>): Promise<void> {
    await this.phone.fill('')
    await paste(this.phone, text)
  }

  async loginWith(phone: string, options: { areaCode?: '86' | '852'; autoLogin?: boolean } = {}): Promise<void> {
    if (options.areaCode) await this.areaCode.selectOption(options.areaCode)
    await this.phone.fill(phone)
    const code = await this.requestCode()
    if (options.autoLogin) await this.autoLogin.check()
    await this.code.fill(code)
    await this.submit.click()
  }
}

/** The dialogs a sign-in decision opens. */
export class LoginDialogs<L extends Loc<L>> {
  constructor(readonly page: Surface<L>) {}
  dialog(kind: 'accountType' | 'unregistered' | 'rebind' | 'info' | 'jump'): L {
    return this.page.getByTestId(`dialog-${kind}`)
  }
  async chooseAccount(type: '公司客户端' | '工厂客户端'): Promise<void> {
    await this.dialog('accountType')
      .getByRole('button', { name: `进入${type}` })
      .click()
  }
}

/** The bind-phone panel of the login card. */
export class BindPanel<L extends Loc<L>> {
  readonly form: L
  constructor(readonly page: Surface<L>) {
    this.form = page.getByRole('form', { name: '绑定手机号' })
  }
  async bind(phone: string): Promise<void> {
    await this.form.getByPlaceholder('请输入手机号').fill(phone)
    await typeDemoCode(this.page, this.form)
    await this.form.getByRole('button', { name: '绑定' }).click()
  }
}

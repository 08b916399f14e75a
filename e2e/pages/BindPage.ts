import { gotoReady } from '../navigation'
import type { Loc, Paste, Surface } from './surface'
import { typeDemoCode } from './sms'

/** Page objects of /bindPhone, /bindFacPhone and the card lists. */
export class BindByPhonePage<L extends Loc<L>> {
  readonly form: L
  constructor(
    readonly page: Surface<L>,
    readonly kind: 'company' | 'factory',
  ) {
    this.form = page.getByRole('form', { name: kind === 'company' ? '绑定公司' : '绑定工厂' })
  }

  async goto(): Promise<void> {
    await gotoReady(this.page, this.kind === 'company' ? '/home/bindPhone' : '/home/bindFacPhone')
    await this.form.waitFor()
  }

  /** Binds `phone`, typed, or pasted with `paste`. */
  async bind(phone: string, paste?: Paste<L>): Promise<void> {
    const field = this.form.getByPlaceholder('请输入手机号')
    await (paste ? paste(field, phone) : field.fill(phone))
    await typeDemoCode(this.page, this.form)
    await this.form.getByRole('button', { name: this.kind === 'company' ? '确认绑定' : '下一步' }).click()
  }
}

export class CardListPage<L extends Loc<L>> {
  constructor(readonly page: Surface<L>) {}
  card(name: string): L {
    return this.page.getByRole('radio', { name }).or(this.page.getByRole('checkbox', { name }))
  }
  async pickAndConfirm(...names: string[]): Promise<void> {
    for (const name of names) await this.card(name).click()
    await this.page.getByRole('button', { name: '确认绑定' }).click()
  }
}

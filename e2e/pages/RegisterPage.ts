import { gotoReady } from '../navigation'
import { expect, type Locator, type Page } from '@playwright/test'
import { typeDemoCode } from './sms'

/** A 1×1 PNG and a tiny JPEG, as real files for the upload inputs. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)
export const IMAGES = {
  png: { name: 'licence.png', mimeType: 'image/png', buffer: PNG },
  jpg: { name: 'facade.JPG', mimeType: 'image/jpeg', buffer: JPEG },
  gif: { name: 'logo.gif', mimeType: 'image/gif', buffer: PNG },
}

/** Page object of /home/register and /home/company. */
export class RegisterPage {
  constructor(readonly page: Page) {}

  form(kind: 'company' | 'factory'): Locator {
    return this.page.getByRole('form', { name: kind === 'company' ? '采购商注册' : '工厂注册' })
  }

  async goto(search = ''): Promise<void> {
    await gotoReady(this.page, `/home/register${search}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  async fill(form: Locator, label: string, value: string): Promise<void> {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value)
  }

  async pickArea(form: Locator, query: string, match: RegExp): Promise<void> {
    await form.getByRole('textbox', { name: '搜索地区' }).fill(query)
    await form.getByRole('listitem').filter({ hasText: match }).first().click()
  }

  async upload(form: Locator, label: string, file: (typeof IMAGES)[keyof typeof IMAGES]): Promise<void> {
    await form.getByTestId(`upload-${label}`).setInputFiles(file)
  }

  async requestCode(form: Locator): Promise<void> {
    await typeDemoCode(this.page, form)
  }

  /** Open the page and fill the buyer form's first fields: company, contact, phone and its code. */
  async startCompany(fields: { company: string; contact: string; phone: string }): Promise<Locator> {
    await this.goto()
    const form = this.form('company')
    await this.fill(form, '公司名称', fields.company)
    await this.fill(form, '联系人', fields.contact)
    await form.getByPlaceholder('请输入手机号').fill(fields.phone)
    await this.requestCode(form)
    return form
  }
}

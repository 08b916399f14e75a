import { gotoReady } from '../navigation'
import type { FilePayload, Loc, Paste, Surface } from './surface'
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
export class RegisterPage<L extends Loc<L>> {
  constructor(readonly page: Surface<L>) {}

  form(kind: 'company' | 'factory'): L {
    return this.page.getByRole('form', { name: kind === 'company' ? '采购商注册' : '工厂注册' })
  }

  async goto(search = ''): Promise<void> {
    await gotoReady(this.page, `/home/register${search}`)
    await this.page.getByRole('heading', { level: 1 }).waitFor()
  }

  async fill(form: L, label: string, value: string): Promise<void> {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value)
  }

  async pickArea(form: L, query: string, match: RegExp): Promise<void> {
    await form.getByRole('textbox', { name: '搜索地区' }).fill(query)
    await form.getByRole('listitem').filter({ hasText: match }).first().click()
  }

  /** Picks `file` (one of IMAGES, or a file's path) for the upload labelled `label`. */
  async upload(form: L, label: string, file: FilePayload | string): Promise<void> {
    await form.getByTestId(`upload-${label}`).setInputFiles(file)
  }

  async requestCode(form: L): Promise<void> {
    await typeDemoCode(this.page, form)
  }

  /** Open the page and fill the buyer form's first fields: company, contact, phone (typed, or pasted with `paste`) and its code. */
  async startCompany(fields: { company: string; contact: string; phone: string }, paste?: Paste<L>): Promise<L> {
    await this.goto()
    const form = this.form('company')
    await this.fill(form, '公司名称', fields.company)
    await this.fill(form, '联系人', fields.contact)
    const phone = form.getByPlaceholder('请输入手机号')
    await (paste ? paste(phone, fields.phone) : phone.fill(fields.phone))
    await this.requestCode(form)
    return form
  }
}

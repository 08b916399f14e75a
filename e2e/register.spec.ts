import { test, expect, atOrigin } from './fixtures'
import { hold } from './hold'
import { IMAGES, RegisterPage } from './pages/RegisterPage'

const OSS_URL = /^http:\/\/127\.0\.0\.1:\d+\/home\/api\/demo-oss\/uploads\/demo\//

test.describe('registration (production build)', () => {
  test('a buyer registers from an empty form to /successful, then signs in as under review', async ({ page, loginPage, ownPhone }) => {
    const reg = new RegisterPage(page)
    const form = await reg.startCompany({ company: '汕头市测试玩具有限公司', contact: '王经理', phone: ownPhone })
    await form.getByRole('checkbox', { name: '微信号与手机号相同' }).check()
    await reg.pickArea(form, '澄海', /广东省 \/ 汕头市 \/ 澄海区/)
    await expect(form.getByRole('combobox', { name: '区县' })).toHaveValue('440515')
    await reg.fill(form, '详细地址', '玩具城 1 号')
    await form.getByRole('checkbox', { name: '外贸出口' }).check()
    await form.getByRole('checkbox', { name: '电商零售' }).check()
    await reg.upload(form, '营业执照', IMAGES.png)
    await expect(form.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', OSS_URL)
    await reg.upload(form, '公司照片', IMAGES.jpg)
    await expect(form.getByRole('img', { name: '公司照片预览' })).toHaveAttribute('src', OSS_URL)
    await form.getByRole('checkbox', { name: '阅读并同意' }).check()
    const body = page
      .waitForRequest((r) => r.url().endsWith('/home/api/companyPhoneRegister'))
      .then((r) => r.postDataJSON() as Record<string, unknown>)
    await form.getByRole('button', { name: '提交注册' }).click()
    await page.waitForURL(/\/home\/successful$/)
    expect(await body).toMatchObject({
      company_name: '汕头市测试玩具有限公司',
      company_mobilephone: ownPhone,
      company_wechat: ownPhone,
      company_province_id: '44',
      company_city_id: '4405',
      company_district_id: '440515',
      channels: ['1', '3'],
      agree: 1,
      area_code: '86',
    })
    expect(await page.evaluate(() => localStorage.getItem('phone'))).toBe(ownPhone)
    await loginPage.goto()
    await loginPage.loginWith(ownPhone)
    await page.waitForURL(/\/home\/review$/)
  })

  test('a factory registers with the bound identity (id=1: strNo, factoryUserRegister), 11-digit phone, logo', async ({
    page,
    ownPhone,
  }) => {
    const reg = new RegisterPage(page)
    await atOrigin(page)
    await page.evaluate(() => localStorage.setItem('strNo', 'S-bound-62'))
    await reg.goto('?id=1')
    await page.getByRole('tab', { name: '工厂注册' }).click()
    const form = reg.form('factory')
    await reg.fill(form, '工厂名称', '测试塑胶玩具厂')
    await reg.pickArea(form, '番禺', /广东省 \/ 广州市 \/ 番禺区/)
    await reg.fill(form, '详细地址', '工业路 9 号')
    await reg.fill(form, '主要联系人', '李厂长')
    await form.getByPlaceholder('请输入手机号').fill('51234567')
    await form.getByTestId('get-code').click()
    await expect(form.getByText('手机号格式错误，请重新确认')).toBeVisible()
    await form.getByPlaceholder('请输入手机号').fill(ownPhone)
    await reg.requestCode(form)
    await form.getByRole('checkbox', { name: '毛绒玩具' }).check()
    await reg.upload(form, '工厂logo', IMAGES.png)
    await expect(form.getByRole('img', { name: '工厂logo预览' })).toHaveAttribute('src', OSS_URL)
    await form.getByRole('checkbox', { name: '阅读并同意' }).check()
    const body = page
      .waitForRequest((r) => r.url().endsWith('/home/api/factoryUserRegister'))
      .then((r) => r.postDataJSON() as Record<string, unknown>)
    await form.getByRole('button', { name: '提交注册' }).click()
    await page.waitForURL(/\/home\/successful$/)
    expect(await body).toMatchObject({
      factory_name: '测试塑胶玩具厂',
      factory_mobilephone: ownPhone,
      business_ids: ['2'],
      factory_city_id: '4401',
      strNo: 'S-bound-62',
    })
  })

  test('an empty submit shows every required message and focuses the first error', async ({ page }) => {
    const reg = new RegisterPage(page)
    await reg.goto()
    const form = reg.form('company')
    await form.getByRole('button', { name: '提交注册' }).click()
    for (const text of [
      '请输入公司名称',
      '请输入联系人',
      '手机号码不能为空',
      '请输入短信验证码',
      '请选择所在地区',
      '请输入详细地址',
      '请选择销售渠道',
      '请先上传营业执照',
      '请先上传公司照片',
    ]) {
      await expect(form.getByText(text)).toBeVisible()
    }
    await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toBeFocused()
  })

  test('a file that is not jpg or png is refused with its name', async ({ page }) => {
    const reg = new RegisterPage(page)
    await reg.goto()
    await page.getByRole('tab', { name: '工厂注册' }).click()
    const form = reg.form('factory')
    await reg.upload(form, '工厂logo', IMAGES.gif)
    await expect(form.getByText('文件 logo.gif 格式不正确，请上传 jpg 或 png 格式的图片')).toBeVisible()
  })

  test('while a picture uploads, its progress bar says how far, by name; then it is gone', async ({ page }) => {
    const upload = await hold(page, /\/home\/api\/demo-oss\/?$/)
    const reg = new RegisterPage(page)
    await reg.goto()
    const form = reg.form('company')
    await reg.upload(form, '营业执照', IMAGES.png)
    const bar = form.getByRole('progressbar', { name: '营业执照上传进度' })
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('max', '100')
    expect(Number(await bar.getAttribute('value'))).toBeLessThan(100)
    await upload.release()
    await expect(form.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', OSS_URL)
    await expect(bar).toBeHidden()
  })

  test('what was typed, picked and uploaded survives a reload; the SMS code does not', async ({ page }) => {
    const reg = new RegisterPage(page)
    await reg.goto()
    const form = reg.form('company')
    await reg.upload(form, '营业执照', IMAGES.png)
    await expect(form.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', OSS_URL)
    await form.getByRole('checkbox', { name: '外贸出口' }).check()
    await reg.fill(form, '公司名称', '草稿玩具公司')
    await form.getByPlaceholder('请输入短信验证码').fill('123456')
    const stored = await page.evaluate(() => sessionStorage.getItem('home:draft:register-company'))
    expect(stored).toContain('草稿玩具公司')
    expect(stored).not.toContain('123456')
    await page.reload()
    await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('草稿玩具公司')
    await expect(form.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', OSS_URL)
    await expect(form.getByRole('checkbox', { name: '外贸出口' })).toBeChecked()
    await expect(form.getByPlaceholder('请输入短信验证码')).toHaveValue('')
  })

  test('a rejected company is edited via /company?id=edit and resubmitted', async ({ page, ownPhone }) => {
    // Its own rejected application: resubmitted, it is under review (the other tests read 13800000045's).
    expect((await page.request.post(`/demo/rejected-company/${ownPhone}`)).status()).toBe(204)
    await atOrigin(page)
    await page.evaluate((phone) => {
      localStorage.setItem('phone', phone)
      localStorage.setItem('message', '营业执照照片不清晰')
    }, ownPhone)
    await page.goto('/home/reviewErrFail')
    await expect(page.getByText('不通过原因：营业执照照片不清晰')).toBeVisible()
    await page.getByRole('button', { name: '修改资料' }).click()
    await page.waitForURL(/\/home\/company\?id=edit$/)
    expect(await page.evaluate(() => localStorage.getItem('editcompany'))).toBe('1')
    const reg = new RegisterPage(page)
    const form = reg.form('company')
    await expect(form.getByRole('textbox', { name: '公司名称', exact: true })).toHaveValue('汕头市澄海区示例玩具有限公司')
    await expect(form.getByPlaceholder('请输入手机号')).toHaveValue(ownPhone)
    await expect(form.getByRole('combobox', { name: '区县' })).toHaveValue('440515')
    await reg.requestCode(form)
    await reg.upload(form, '营业执照', IMAGES.png)
    await expect(form.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', OSS_URL)
    await reg.upload(form, '公司照片', IMAGES.png)
    await expect(form.getByRole('img', { name: '公司照片预览' })).toHaveAttribute('src', OSS_URL)
    await form.getByRole('checkbox', { name: '阅读并同意' }).check()
    await form.getByRole('button', { name: '提交注册' }).click()
    await page.waitForURL(/\/home\/successful$/)
  })

  test('a rejected factory is prefilled via /company?id=editFactory', async ({ page }) => {
    await atOrigin(page)
    await page.evaluate(() => localStorage.setItem('phone', '13800000046'))
    await page.goto('/home/reviewFacErrFail')
    await page.getByRole('button', { name: '修改资料' }).click()
    await page.waitForURL(/\/home\/company\?id=editFactory$/)
    const form = new RegisterPage(page).form('factory')
    await expect(form.getByRole('textbox', { name: '工厂名称', exact: true })).toHaveValue('澄海示例塑胶玩具厂')
    await expect(form.getByRole('checkbox', { name: '塑胶玩具' })).toBeChecked()
  })
})

test('a large photo is downscaled in the browser before it is uploaded', async ({ page }) => {
  // Compression is CPU work; give it room on a 2-core machine running other tests.
  test.setTimeout(60_000)
  const reg = new RegisterPage(page)
  await reg.goto()
  const form = reg.form('company')
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 1500
    canvas.height = 1100
    const ctx = canvas.getContext('2d')!
    const image = ctx.createImageData(canvas.width, canvas.height)
    for (let i = 0; i < image.data.length; i += 4) {
      // A photo-like picture: smooth gradients with sensor noise (PNG keeps it large).
      const x = (i / 4) % canvas.width
      const y = Math.floor(i / 4 / canvas.width)
      const noise = Math.random() * 24
      image.data[i] = (x / canvas.width) * 200 + noise
      image.data[i + 1] = (y / canvas.height) * 200 + noise
      image.data[i + 2] = 120 + noise
      image.data[i + 3] = 255
    }
    ctx.putImageData(image, 0, 0)
    return canvas.toDataURL('image/png').split(',')[1]!
  })
  const original = Buffer.from(base64, 'base64')
  expect(original.length).toBeGreaterThan(1.5 * 1024 * 1024)
  await reg.upload(form, '公司照片', { name: 'big.png', mimeType: 'image/png', buffer: original })
  const image = form.getByRole('img', { name: '公司照片预览' })
  await expect(image).toHaveAttribute('src', OSS_URL, { timeout: 45_000 })
  const key = new URL((await image.getAttribute('src')) ?? '').pathname.replace('/home/api/demo-oss/', '')
  const files = (await (await page.request.get('/home/api/__demo/files')).json()) as { data: Array<{ key: string; size: number }> }
  const stored = files.data.find((f) => f.key === key)
  expect(stored?.size).toBeLessThan(original.length / 2)
})

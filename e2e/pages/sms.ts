import type { Loc, Surface } from './surface'

/** The demo back end shows the code it "sent" in the toast (src/mocks). */
export const DEMO_SMS_PATTERN = /验证码已发送（演示环境验证码：(\d{6})）/

/** The code of the latest demo SMS toast. */
export async function readDemoCode<L extends Loc<L>>(page: Surface<L>): Promise<string> {
  const toast = page.getByText(DEMO_SMS_PATTERN).last()
  await toast.waitFor()
  const code = DEMO_SMS_PATTERN.exec((await toast.textContent()) ?? '')?.[1]
  if (!code) throw new Error('no demo SMS code shown')
  return code
}

/** Ask a form for a code (its get-code button) and type the one the demo back end shows. */
export async function typeDemoCode<L extends Loc<L>>(page: Surface<L>, form: L): Promise<void> {
  await form.getByTestId('get-code').click()
  await form.getByPlaceholder('请输入短信验证码').fill(await readDemoCode(page))
}

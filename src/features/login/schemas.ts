import * as v from 'valibot'
import { AREA_CODES, cleanSmsCode, phoneProblem, type AreaCode } from '@/outcomes/controls'
import { MSG } from '@/words/zh-CN/messages'

/**
 * The phone-login form (spec section 5): phone by area code, code requested
 * first, then filled. The embedded login checks 11 digits (请输入正确的手机号码)
 * and says 验证码不能为空.
 */
export function phoneLoginSchema(mode: 'login' | 'embedded') {
  const phoneMode = mode === 'embedded' ? 'embedded' : 'login'
  const emptyCode = mode === 'embedded' ? MSG.codeEmpty : MSG.codeFillAfterRequest
  return v.pipe(
    v.object({
      areaCode: v.picklist(AREA_CODES),
      phone: v.string(),
      code: v.string(),
      codeRequested: v.boolean(),
    }),
    v.forward(
      v.check(
        (i) => phoneProblem(i.phone, i.areaCode, phoneMode) === null,
        (issue) => {
          const i = issue.input as { phone: string; areaCode: AreaCode }
          return phoneProblem(i.phone, i.areaCode, phoneMode) ?? MSG.phoneFormat
        },
      ),
      ['phone'],
    ),
    v.forward(
      v.check((i) => i.codeRequested, MSG.codeRequestFirst),
      ['code'],
    ),
    v.forward(
      v.check((i) => !i.codeRequested || cleanSmsCode(i.code) !== '', emptyCode),
      ['code'],
    ),
  )
}

export type PhoneLoginValues = v.InferInput<ReturnType<typeof phoneLoginSchema>>

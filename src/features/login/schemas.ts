import * as v from 'valibot'
import { AREA_CODES, cleanSmsCode, phoneProblem, type AreaCode } from '@/outcomes/controls'
import { MSG } from '@/outcomes/messages'

/** The phone-login form (spec section 5): phone by area code, code requested first, then filled. */
export const PhoneLoginSchema = v.pipe(
  v.object({
    areaCode: v.picklist(AREA_CODES),
    phone: v.string(),
    code: v.string(),
    codeRequested: v.boolean(),
  }),
  v.forward(
    v.check(
      (i) => phoneProblem(i.phone, i.areaCode) === null,
      (issue) => {
        const i = issue.input as { phone: string; areaCode: AreaCode }
        return phoneProblem(i.phone, i.areaCode) ?? MSG.phoneFormat
      },
    ),
    ['phone'],
  ),
  v.forward(
    v.check((i) => i.codeRequested, MSG.codeRequestFirst),
    ['code'],
  ),
  v.forward(
    v.check((i) => !i.codeRequested || cleanSmsCode(i.code) !== '', MSG.codeFillAfterRequest),
    ['code'],
  ),
)

export type PhoneLoginValues = v.InferInput<typeof PhoneLoginSchema>

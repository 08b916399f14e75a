import * as v from 'valibot'
import { AREA_CODES, cleanSmsCode, phoneProblem, type AreaCode } from '@/outcomes/controls'
import { messageWords } from '@/words/zh-CN/messages'
import { wordsNow } from '@/words/now'

/**
 * The phone-login form (spec section 5): phone by area code, code requested
 * first, then filled. The embedded login checks 11 digits (its own message)
 * and says the code cannot be empty.
 */
export function phoneLoginSchema(mode: 'login' | 'embedded') {
  const phoneMode = mode === 'embedded' ? 'embedded' : 'login'
  const emptyCode = mode === 'embedded' ? 'codeEmpty' : 'codeFillAfterRequest'
  // Messages are made as valibot reports an issue: in the page's language then, not the schema's making.
  const said = (word: 'codeEmpty' | 'codeFillAfterRequest' | 'codeRequestFirst') => () => wordsNow(messageWords)[word]
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
          return phoneProblem(i.phone, i.areaCode, phoneMode) ?? wordsNow(messageWords).phoneFormat
        },
      ),
      ['phone'],
    ),
    v.forward(
      v.check((i) => i.codeRequested, said('codeRequestFirst')),
      ['code'],
    ),
    v.forward(
      v.check((i) => !i.codeRequested || cleanSmsCode(i.code) !== '', said(emptyCode)),
      ['code'],
    ),
  )
}

export type PhoneLoginValues = v.InferInput<ReturnType<typeof phoneLoginSchema>>

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { provideWords, setLanguageNow } from '../words/now'
import enMessages from '../words/en/messages'
import enSms from '../words/en/sms'
import { MSG } from '../words/zh-CN/messages'
import { SMS } from '../words/zh-CN/sms'
import { decideSendCode } from './captcha'
import { getCodeLabel, phoneProblem } from './controls'
import { decideLoginArrival } from './navigation'

afterEach(() => setLanguageNow('zh-CN'))

const failedSend = { answer: { code: -1, msg: '', captcha: null }, challengesShown: 0 }

describe('the outcomes speak the page’s language of the moment (src/words/now.ts)', () => {
  it('makes a decision’s words in English once English is the page’s, and in the source again after', () => {
    provideWords('en', 'messages', enMessages)
    provideWords('en', 'sms', enSms)
    setLanguageNow('en')
    expect(decideSendCode(failedSend)).toMatchObject({ action: 'fail', message: enMessages.generic })
    expect(decideLoginArrival({ jump_url: 'not_bound' }).effects).toEqual([expect.objectContaining({ text: enMessages.unregistered })])
    expect(phoneProblem('1380000', '86')).toBe(enMessages.phoneFormat)
    expect(phoneProblem('1380000', '86', 'embedded')).toBe(enMessages.phoneEmbedded)
    expect(getCodeLabel(0)).toBe(enSms.getCode)
    expect(getCodeLabel(5)).toBe(enSms.countdown(5))

    setLanguageNow('zh-CN')
    expect(decideSendCode(failedSend)).toMatchObject({ message: MSG.generic })
    expect(phoneProblem('1380000', '86')).toBe(MSG.phoneFormat)
    expect(getCodeLabel(0)).toBe(SMS.getCode)
  })
})

import type { Section, WordsOf } from '../src/words/define'
import { SOURCE_LANGUAGE, type Language } from '../src/words/languages'
import { belowFloorWords } from '../src/words/zh-CN/belowFloor'
import { captchaDemoWords } from '../src/words/zh-CN/captchaDemo'
import { configWords } from '../src/words/zh-CN/config'
import { errorWords } from '../src/words/zh-CN/errors'
import { loginWords } from '../src/words/zh-CN/login'
import { messageWords } from '../src/words/zh-CN/messages'
import { pageWords } from '../src/words/zh-CN/pages'
import { registerWords } from '../src/words/zh-CN/register'
import { smsWords } from '../src/words/zh-CN/sms'
import { uiWords } from '../src/words/zh-CN/ui'
import enBelowFloor from '../src/words/en/belowFloor'
import enCaptchaDemo from '../src/words/en/captchaDemo'
import enConfig from '../src/words/en/config'
import enErrors from '../src/words/en/errors'
import enLogin from '../src/words/en/login'
import enMessages from '../src/words/en/messages'
import enPages from '../src/words/en/pages'
import enRegister from '../src/words/en/register'
import enSms from '../src/words/en/sms'
import enUi from '../src/words/en/ui'
import hkBelowFloor from '../src/words/zh-HK/belowFloor'
import hkCaptchaDemo from '../src/words/zh-HK/captchaDemo'
import hkConfig from '../src/words/zh-HK/config'
import hkErrors from '../src/words/zh-HK/errors'
import hkLogin from '../src/words/zh-HK/login'
import hkMessages from '../src/words/zh-HK/messages'
import hkPages from '../src/words/zh-HK/pages'
import hkRegister from '../src/words/zh-HK/register'
import hkSms from '../src/words/zh-HK/sms'
import hkUi from '../src/words/zh-HK/ui'

/** The catalogs the tests find the page's parts by, in each language (src/words/<language>/<section>.ts). */
const CATALOGS: Record<'en' | 'zh-HK', Record<string, unknown>> = {
  en: { belowFloor: enBelowFloor, captchaDemo: enCaptchaDemo, config: enConfig, errors: enErrors, login: enLogin, messages: enMessages, pages: enPages, register: enRegister, sms: enSms, ui: enUi },
  'zh-HK': { belowFloor: hkBelowFloor, captchaDemo: hkCaptchaDemo, config: hkConfig, errors: hkErrors, login: hkLogin, messages: hkMessages, pages: hkPages, register: hkRegister, sms: hkSms, ui: hkUi },
}
// Every section above is in both (a missing one fails here, not in a test's locator).
void [belowFloorWords, captchaDemoWords, configWords, errorWords, loginWords, messageWords, pageWords, registerWords, smsWords, uiWords]

/** A section's words in a language, as a page in that language shows them. */
export function wordsIn<Name extends string, Source>(language: Language, section: Section<Name, Source>): WordsOf<Source> {
  if (language === SOURCE_LANGUAGE) return section.source as WordsOf<Source>
  const catalog = CATALOGS[language as 'en' | 'zh-HK'][section.section]
  if (!catalog) throw new Error(`e2e/words.ts has no ${language} catalog of ${section.section}`)
  return catalog as WordsOf<Source>
}

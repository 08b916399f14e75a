// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  AREAS,
  activeSeason,
  areaCodeOf,
  cleanSmsCode,
  countdownLabel,
  countdownRemaining,
  firstArea,
  getCodeLabel,
  messageShownMs,
  phoneFieldValue,
  phoneProblem,
  qrRefreshAllowed,
  readPhone,
  wholeInOtherArea,
  type AreaCode,
  type PhoneMode,
} from './controls'

describe('controls (spec sections 4, 5, 9)', () => {
  it('reads an area code as 852 (Hong Kong) or else 86', () => {
    expect(areaCodeOf('852')).toBe('852')
    for (const other of ['86', '', undefined, null, 852, '+852']) expect(areaCodeOf(other)).toBe('86')
  })

  it('counts the SMS resend down from the stored deadline', () => {
    expect(countdownRemaining(null, 0)).toBe(0)
    expect(countdownRemaining(60_000, 0)).toBe(60)
    expect(countdownRemaining(60_000, 59_001)).toBe(1)
    expect(countdownRemaining(60_000, 60_000)).toBe(0)
    expect(countdownRemaining(60_000, 75_000)).toBe(0)
    expect(countdownRemaining(10_000_000, 0)).toBe(60)
    expect(countdownLabel(42)).toBe('42 秒后重新获取')
  })
  it('labels the get-code button by what is left of the countdown', () => {
    expect(getCodeLabel(60)).toBe('60 秒后重新获取')
    expect(getCodeLabel(1)).toBe('1 秒后重新获取')
    expect(getCodeLabel(0)).toBe('获取验证码')
  })
  it('refuses a QR refresh within 500 ms', () => {
    expect(qrRefreshAllowed(null, 5)).toBe(true)
    expect(qrRefreshAllowed(1000, 1499)).toBe(false)
    expect(qrRefreshAllowed(1000, 1500)).toBe(true)
  })
  it.each([
    ['', '86', 'login', '手机号码不能为空'],
    ['1380000000', '86', 'login', '手机号格式错误，请重新确认'],
    ['138 0000 0001', '86', 'login', null],
    ['51234567', '852', 'login', null],
    ['13800000001', '852', 'login', '手机号格式错误，请重新确认'],
    ['51234567', '852', 'factory', '手机号格式错误，请重新确认'],
    ['5123456', '86', 'embedded', '请输入正确的手机号码'],
    ['13800000001', '86', 'embedded', null],
    ['138-0000-0001', '86', 'login', null],
    ['138000000012', '86', 'login', '手机号格式错误，请重新确认'],
    ['x13800000001', '86', 'login', '手机号格式错误，请重新确认'],
    ['138000000012', '86', 'embedded', '请输入正确的手机号码'],
    ['x13800000001', '86', 'embedded', '请输入正确的手机号码'],
    ['13800000001', '852', 'factory', null],
    [' - ', '852', 'embedded', '手机号码不能为空'],
  ] as const)('phone %s (+%s, %s) → %s', (phone, area, mode, expected) => {
    expect(phoneProblem(phone, area, mode)).toBe(expected)
  })
  it('keeps the code of a pasted SMS text', () => {
    expect(cleanSmsCode(' 12 34-56 ')).toBe('123456')
    expect(cleanSmsCode('Ab-3 z')).toBe('Ab3z')
  })
  it('finds the seasonal window by Unix seconds', () => {
    const windows = [{ from: 1672502400, to: 1675612800, logo: 'l', banner: 'b' }]
    expect(activeSeason(windows, 1672502400)?.logo).toBe('l')
    expect(activeSeason(windows, 1675612800)).toBeNull()
    expect(activeSeason(windows, 1672502399)).toBeNull()
  })

  // Each form of number as people paste it: the chosen area and the form's rule → the number read, its
  // area, what the field shows (the pasted text itself when it is no number) and the rule's message.
  const FORMAT = '手机号格式错误，请重新确认'
  const EMBEDDED = '请输入正确的手机号码'
  it.each<[string, AreaCode, PhoneMode, string, AreaCode, string | null, string | null]>([
    // pasted, chosen, rule → read, area, field (null: as pasted), problem
    ['+86 138-0000-0001', '86', 'login', '13800000001', '86', '13800000001', null],
    ['0086 13800000001', '86', 'login', '13800000001', '86', '13800000001', null],
    ['(+86) 138 0000 0001', '86', 'login', '13800000001', '86', '13800000001', null],
    ['(86) 138 0000 0001', '86', 'login', '13800000001', '86', '13800000001', null],
    ['(0086)13800000001', '86', 'login', '13800000001', '86', '13800000001', null],
    ['+86.138.0000.0001', '86', 'login', '13800000001', '86', '13800000001', null],
    ['＋８６　１３８－００００－０００１', '86', 'login', '13800000001', '86', '13800000001', null],
    ['（＋８６）１３８ ００００ ０００１', '86', 'login', '13800000001', '86', '13800000001', null],
    ['\u202a+86 138\u00a00000\u00a00001\u202c', '86', 'login', '13800000001', '86', '13800000001', null],
    [' + 86 138 0000 0001 ', '86', 'login', '13800000001', '86', '13800000001', null],
    ['138 0000 0001', '86', 'login', '13800000001', '86', '13800000001', null],
    // A bare 86 is no prefix: the number stays 13 digits.
    ['8613800000001', '86', 'login', '8613800000001', '86', '8613800000001', FORMAT],
    ['86 138 0000 0001', '86', 'login', '8613800000001', '86', '8613800000001', FORMAT],
    // The other area's prefix switches the area; the number is checked by that area's rule.
    ['+852 9123 4567', '86', 'login', '91234567', '852', '91234567', null],
    ['00852 91234567', '86', 'login', '91234567', '852', '91234567', null],
    ['(852) 9123 4567', '86', 'login', '91234567', '852', '91234567', null],
    ['(+852) 9123-4567', '86', 'login', '91234567', '852', '91234567', null],
    ['+852 9123 4567', '852', 'login', '91234567', '852', '91234567', null],
    ['+852 9123 456', '86', 'login', '9123456', '852', '9123456', FORMAT],
    ['+86 138 0000 0001', '852', 'login', '13800000001', '86', '13800000001', null],
    ['13800000001', '852', 'login', '13800000001', '852', '13800000001', FORMAT],
    // Anything else is checked as before, and the field keeps what was pasted.
    ['+1 415 555 0100', '86', 'login', '+14155550100', '86', null, FORMAT],
    ['+86 138 0000 0001 (mobile)', '86', 'login', '13800000001mobile', '86', null, FORMAT],
    ['+86', '86', 'login', '', '86', null, FORMAT],
    [' - ', '86', 'login', '', '86', '', '手机号码不能为空'],
    // Always 11 digits (the embedded login, a factory's registration): a +86 is dropped, a +852 stays a format error.
    ['+86 138 0000 0001', '86', 'embedded', '13800000001', '86', '13800000001', null],
    ['0086 13800000001', '852', 'embedded', '13800000001', '86', '13800000001', null],
    ['+852 9123 4567', '86', 'embedded', '+85291234567', '86', null, EMBEDDED],
    ['00852 91234567', '86', 'embedded', '0085291234567', '86', '0085291234567', EMBEDDED],
    ['(+86) 138 0000 0001', '86', 'factory', '13800000001', '86', '13800000001', null],
    ['+852 9123 4567', '86', 'factory', '+85291234567', '86', null, FORMAT],
    ['(852) 9123 4567', '86', 'factory', '(852)91234567', '86', null, FORMAT],
    ['(852) 9123 4567', '852', 'embedded', '(852)91234567', '852', null, EMBEDDED],
  ])('%s (+%s, %s) → %s +%s, field %s, %s', (pasted, chosen, mode, national, areaCode, field, problem) => {
    expect(readPhone(pasted, chosen, mode)).toEqual({ national, areaCode })
    expect(phoneFieldValue(pasted, chosen, mode)).toEqual(field === null ? { phone: pasted, areaCode: chosen } : { phone: field, areaCode })
    expect(phoneProblem(pasted, chosen, mode)).toBe(problem)
    // Typed key by key, the field takes it at once only when it is a whole number of the other area.
    expect(wholeInOtherArea(pasted, chosen, mode)).toBe(areaCode !== chosen && problem === null)
  })

  it("a form's first area is its readers' where its mode takes it", () => {
    expect(firstArea('852', 'login')).toBe('852')
    expect(firstArea('852', 'embedded')).toBe('86')
    expect(firstArea('852', 'factory')).toBe('86')
    for (const mode of ['login', 'embedded', 'factory'] as const) expect(firstArea('86', mode)).toBe('86')
  })

  it('a number typed key by key is taken once whole in the other area, not before', () => {
    const typed = '+86 138-0000-0002'
    const steps = Array.from(typed, (_, i) => typed.slice(0, i + 1))
    expect(steps.filter((text) => wholeInOtherArea(text, '852'))).toEqual([typed])
    expect(steps.filter((text) => wholeInOtherArea(text, '86'))).toEqual([])
  })

  /** Real national numbers: a mainland mobile (1, then 3-9), a Hong Kong number (2-9; some begin with 86 or 852). */
  const NATIONAL: Record<AreaCode, fc.Arbitrary<string>> = {
    '86': fc.tuple(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/)).map(([second, rest]) => `1${second}${rest}`),
    '852': fc.oneof(
      fc.stringMatching(/^[2-9]\d{7}$/),
      fc.stringMatching(/^\d{5}$/).map((rest) => `852${rest}`),
      fc.stringMatching(/^\d{6}$/).map((rest) => `86${rest}`),
    ),
  }
  const GAP = fc.constantFrom('', ' ', '-', '.', '\u3000', '\u00a0', '\u2013', '\u202c')
  const FULL_WIDTH: Record<string, string> = { '+': '＋', '(': '（', ')': '）', ' ': '\u3000' }
  /** A number decorated as pasted: gaps between digits, a prefix (or none), full-width forms, spaces around. */
  const decorated = (digits: string, prefix: string) =>
    fc
      .record({
        gaps: fc.array(GAP, { minLength: digits.length, maxLength: digits.length }),
        after: GAP,
        wide: fc.boolean(),
        around: fc.constantFrom('', ' ', '\u3000'),
      })
      .map(({ gaps, after, wide, around }) => {
        const text = prefix + (prefix ? after : '') + [...digits].map((d, i) => (i > 0 ? gaps[i] : '') + d).join('')
        const shown = wide
          ? [...text].map((c) => (/\d/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : (FULL_WIDTH[c] ?? c))).join('')
          : text
        return around + shown + around
      })
  const CASE = fc
    .record({ area: fc.constantFrom<AreaCode>('86', '852'), chosen: fc.constantFrom<AreaCode>('86', '852'), prefixed: fc.boolean() })
    .chain(({ area, chosen, prefixed }) =>
      fc
        .tuple(NATIONAL[area], prefixed ? fc.constantFrom(...AREAS.find((a) => a.code === area)!.prefixes) : fc.constant(''))
        .chain(([national, prefix]) => decorated(national, prefix).map((pasted) => ({ area, chosen, national, prefix, pasted }))),
    )

  it('reads any real number, however decorated, as itself; the area follows only an explicit prefix', () => {
    fc.assert(
      fc.property(CASE, ({ area, chosen, national, prefix, pasted }) => {
        // Without a prefix the number is read in the chosen area (the case's own area only when it is chosen).
        const expectedArea = prefix ? area : chosen
        expect(readPhone(pasted, chosen, 'login')).toEqual({ national, areaCode: expectedArea })
        expect(phoneFieldValue(pasted, chosen, 'login')).toEqual({ phone: national, areaCode: expectedArea })
        if (expectedArea === area) expect(phoneProblem(pasted, chosen, 'login')).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })

  it('switches the area only for the other area’s explicit prefix, and never where the rule is always 11 digits', () => {
    const text = fc.array(fc.constantFrom(...'0123456789+()- 8852６（）＋'), { maxLength: 20 }).map((cs) => cs.join(''))
    fc.assert(
      fc.property(text, fc.constantFrom<AreaCode>('86', '852'), (pasted, chosen) => {
        const plain = pasted.normalize('NFKC').replace(/[\s-]/g, '')
        const read = readPhone(pasted, chosen, 'login')
        if (read.areaCode !== chosen) {
          const other = AREAS.find((a) => a.code === read.areaCode)!
          expect(other.prefixes.some((p) => plain.startsWith(p))).toBe(true)
        }
        for (const mode of ['embedded', 'factory'] as const) expect(['86', chosen]).toContain(readPhone(pasted, chosen, mode).areaCode)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('messages on screen', () => {
  it('keeps an error on screen longer than any other message', () => {
    expect(messageShownMs('error')).toBe(5000)
    for (const level of ['success', 'info', 'warning'] as const) expect(messageShownMs(level)).toBe(3500)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  activeSeason,
  areaCodeOf,
  cleanSmsCode,
  countdownLabel,
  countdownRemaining,
  getCodeLabel,
  phoneProblem,
  qrRefreshAllowed,
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
})

import { describe, expect, it, vi } from 'vitest'
import { LOCAL_KEYS, SESSION_KEYS, TOKEN_TYPE_COOKIE } from './keys'
import { getCompanyList, getFactoryList } from './lists'
import { readSmsDeadline, watchSmsDeadline, writeSmsDeadline } from './sms'
import { applyWrites, clearLocal, getLoginNumber, getToken, readTokenTypeCookie, writeLocal, writeTokenTypeCookie } from './storage'

describe('session module (spec section 3 storage)', () => {
  it('uses exactly the spec key names', () => {
    expect(LOCAL_KEYS).toEqual([
      'TOKEN',
      'token',
      'strNo',
      'isAuto',
      'mobile',
      'firstMobile',
      'phone',
      'message',
      'list',
      'factorys',
      'have_user',
      'otherQuery',
      'factory_url',
      'company_url',
      'url',
      'editcompany',
      'edit',
      'referrer_url',
    ])
    expect(SESSION_KEYS).toEqual(['Loginnumber'])
    expect(TOKEN_TYPE_COOKIE).toBe('TOKEN_TYPE')
  })

  it('applies the writes of a decision to local, session storage and the cookie', () => {
    applyWrites([
      { area: 'local', key: 'TOKEN', value: 'T' },
      { area: 'session', key: 'Loginnumber', value: 'N1' },
      { area: 'cookie', key: 'TOKEN_TYPE', value: '3' },
    ])
    expect(localStorage.getItem('TOKEN')).toBe('T')
    expect(getToken()).toBe('T')
    expect(sessionStorage.getItem('Loginnumber')).toBe('N1')
    expect(getLoginNumber()).toBe('N1')
    expect(readTokenTypeCookie()).toBe('3')
    applyWrites([{ area: 'local', key: 'TOKEN', value: null }])
    expect(localStorage.getItem('TOKEN')).toBeNull()
    writeTokenTypeCookie(null)
    expect(readTokenTypeCookie()).toBeNull()
  })

  it('parses stored lists on read and treats a damaged one as absent', () => {
    writeLocal('list', JSON.stringify([{ id: 7, name: '甲公司', contact: '张', mobilephone: '138', extra: true }]))
    expect(getCompanyList()).toEqual([
      {
        id: '7',
        name: '甲公司',
        contact: '张',
        mobilephone: '138',
        province_name: '',
        city_name: '',
        district_name: '',
        address: '',
        extra: true,
      },
    ])
    writeLocal('list', '{not json')
    expect(getCompanyList()).toBeNull()
    writeLocal('factorys', JSON.stringify([{ name: 'no id' }]))
    expect(getFactoryList()).toBeNull()
  })

  it('wipes local storage', () => {
    writeLocal('TOKEN', 'T')
    writeLocal('strNo', 'S')
    clearLocal()
    expect(localStorage.length).toBe(0)
  })

  it('keeps the SMS deadline as a number', () => {
    writeSmsDeadline('login', 123456)
    expect(readSmsDeadline('login')).toBe(123456)
    localStorage.setItem('home:smsDeadline:login', 'garbage')
    expect(readSmsDeadline('login')).toBeNull()
    for (const raw of ['0', '-5', '']) {
      localStorage.setItem('home:smsDeadline:login', raw)
      expect(readSmsDeadline('login')).toBeNull()
    }
    writeSmsDeadline('login', null)
    expect(localStorage.getItem('home:smsDeadline:login')).toBeNull()
  })

  it('tells the watchers of a scope when this tab or another changes its deadline, until they stop watching', () => {
    const onLogin = vi.fn()
    const onBind = vi.fn()
    const stop = watchSmsDeadline('login', onLogin)
    const stopBind = watchSmsDeadline('bind', onBind)
    writeSmsDeadline('login', 5000)
    expect(onLogin).toHaveBeenLastCalledWith(5000)
    expect(onBind).not.toHaveBeenCalled()
    // Another tab: its write arrives as a storage event, read back from storage; a clear names no key.
    localStorage.setItem('home:smsDeadline:login', '7000')
    window.dispatchEvent(new StorageEvent('storage', { key: 'home:smsDeadline:login' }))
    expect(onLogin).toHaveBeenLastCalledWith(7000)
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(onLogin).toHaveBeenLastCalledWith(null)
    const calls = onLogin.mock.calls.length
    window.dispatchEvent(new StorageEvent('storage', { key: 'home:smsDeadline:bind' }))
    expect(onLogin).toHaveBeenCalledTimes(calls)
    stop()
    stopBind()
    writeSmsDeadline('login', 9000)
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(onLogin).toHaveBeenCalledTimes(calls)
  })
})

import { describe, expect, it } from 'vitest'
import { clearDrafts, dropDraft, readDraft, writeDraft } from './drafts'

const KEY = 'home:draft:login-phone'

describe('drafts: what a person typed (src/session/drafts.ts)', () => {
  it('keeps the stored part in this tab’s session storage and the page-only part in memory', () => {
    writeDraft('login-phone', { phone: '138', agree: true, channels: ['a'] }, { code: '1234' })
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ phone: '138', agree: true, channels: ['a'] })
    expect(sessionStorage.getItem(KEY)).not.toContain('1234')
    expect(readDraft('login-phone')).toEqual({ stored: { phone: '138', agree: true, channels: ['a'] }, pageOnly: { code: '1234' } })
    // Each form has its own draft.
    expect(readDraft('embedded-phone')).toEqual({ stored: {}, pageOnly: {} })
  })

  it('removes an empty part instead of writing it', () => {
    writeDraft('login-phone', { phone: '138' }, { code: '1234' })
    writeDraft('login-phone', {}, {})
    expect(sessionStorage.getItem(KEY)).toBeNull()
    expect(readDraft('login-phone')).toEqual({ stored: {}, pageOnly: {} })
  })

  it('a stored draft that is not JSON or not a draft is dropped, never in the form’s way', () => {
    for (const raw of ['{not json', JSON.stringify({ phone: 138 }), 'null']) {
      sessionStorage.setItem(KEY, raw)
      expect(readDraft('login-phone').stored).toEqual({})
      expect(sessionStorage.getItem(KEY)).toBeNull()
    }
  })

  it('dropDraft forgets both parts of one form only', () => {
    writeDraft('login-phone', { phone: '138' }, { code: '1234' })
    writeDraft('embedded-phone', { phone: '139' }, { code: '5678' })
    dropDraft('login-phone')
    expect(readDraft('login-phone')).toEqual({ stored: {}, pageOnly: {} })
    expect(readDraft('embedded-phone')).toEqual({ stored: { phone: '139' }, pageOnly: { code: '5678' } })
  })

  it('clearDrafts forgets every draft of the tab, an earlier release’s too, and nothing else', () => {
    writeDraft('login-phone', { phone: '138' }, { code: '1234' })
    writeDraft('bind-panel', { phone: '139' })
    sessionStorage.setItem('home:registerDraft:company', '{}')
    sessionStorage.setItem('Loginnumber', 'N1')
    sessionStorage.setItem('home:wechatState', 'kept')
    clearDrafts()
    expect(readDraft('login-phone')).toEqual({ stored: {}, pageOnly: {} })
    expect(readDraft('bind-panel')).toEqual({ stored: {}, pageOnly: {} })
    expect(Object.keys(sessionStorage).sort()).toEqual(['Loginnumber', 'home:wechatState'])
  })
})

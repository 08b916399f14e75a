import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clearDrafts, readDraft, writeDraft } from '@/session/drafts'
import { layOver, useFormDraft, type DraftableForm } from './useFormDraft'

interface Values {
  name: string
  phone: string
  code: string
  agree: boolean
  channels: string[]
  requested: boolean
}
const EMPTY: Values = { name: '', phone: '', code: '', agree: false, channels: [], requested: false }

/** A stand-in for a TanStack form: state changes (values or not) notify the listeners at once, as its store does. */
function fakeForm(values: Partial<Values> = {}) {
  interface State {
    values: Values
    isSubmitting: boolean
  }
  const listeners = new Set<() => void>()
  const form = {
    state: { values: { ...EMPTY, ...values }, isSubmitting: false } as State,
    store: {
      subscribe(listener: () => void) {
        listeners.add(listener)
        return { unsubscribe: () => listeners.delete(listener) }
      },
    },
    resets: 0,
    reset(next: Values) {
      form.resets += 1
      form.set({ values: next })
    },
    set(next: Partial<State>) {
      form.state = { ...form.state, ...next }
      listeners.forEach((l) => l())
    },
    type(next: Partial<Values>) {
      act(() => form.set({ values: { ...form.state.values, ...next } }))
    },
  }
  return form satisfies DraftableForm<Values>
}

const RULE = { empty: EMPTY, never: ['requested'], pageOnly: ['code'] }
/** What is stored once anything differs from the start: every field as the person sees it (not the code, not `requested`). */
const KEPT_EMPTY = { name: '', phone: '', agree: false, channels: [] }
const stored = () => sessionStorage.getItem('home:draft:register-company')
/** The draft as the form gets it back. */
const restored = (name: Parameters<typeof readDraft>[0]) => {
  const { stored, pageOnly } = readDraft(name)
  return { ...stored, ...pageOnly }
}

describe('useFormDraft: what a person types is kept at once and comes back', () => {
  it('writes on every change, with nothing waiting for a pause; the code stays in the page, never in storage', () => {
    const form = fakeForm()
    renderHook(() => useFormDraft('register-company', form, RULE))
    expect(stored()).toBeNull()
    form.type({ name: '星' })
    expect(JSON.parse(stored() ?? '{}')).toEqual({ ...KEPT_EMPTY, name: '星' })
    form.type({ name: '星光', code: '123456', agree: true, channels: ['外贸出口'], requested: true })
    expect(JSON.parse(stored() ?? '{}')).toEqual({ ...KEPT_EMPTY, name: '星光', agree: true, channels: ['外贸出口'] })
    expect(stored()).not.toContain('123456')
    expect(restored('register-company')).toEqual({ ...KEPT_EMPTY, name: '星光', agree: true, channels: ['外贸出口'], code: '123456' })
    // Back to the start: nothing to keep.
    form.type({ name: '', code: '', agree: false, channels: [] })
    expect(stored()).toBeNull()
    expect(restored('register-company')).toEqual({})
  })

  it('restores the draft once on mount: a panel that comes back has what was typed, code included; a new page has no code', () => {
    writeDraft('register-company', { name: '星光玩具', channels: ['内贸批发'] }, { code: '654321' })
    const form = fakeForm()
    const hook = renderHook(() => useFormDraft('register-company', form, RULE))
    expect(form.state.values).toMatchObject({ name: '星光玩具', channels: ['内贸批发'], code: '654321' })
    expect(stored()).not.toContain('654321')
    hook.rerender()
    expect(form.resets).toBe(1)
    hook.unmount()

    // A reload: the page's memory is gone, the tab's storage is not.
    const kept = stored()
    clearDrafts()
    sessionStorage.setItem('home:draft:register-company', kept ?? '')
    const reloaded = fakeForm()
    renderHook(() => useFormDraft('register-company', reloaded, RULE))
    expect(reloaded.state.values).toMatchObject({ name: '星光玩具', channels: ['内贸批发'], code: '' })
  })

  it('what was typed before the app started (in the prerendered page) wins over the draft', () => {
    writeDraft('register-company', { name: '旧名称', phone: '13800000081' })
    const form = fakeForm({ name: '新名称' })
    renderHook(() => useFormDraft('register-company', form, RULE))
    expect(form.state.values).toMatchObject({ name: '新名称', phone: '13800000081' })
  })

  it('a form whose answer ends it drops its draft, and the store settling afterwards does not write it back', () => {
    const form = fakeForm()
    const { result } = renderHook(() => useFormDraft('register-company', form, RULE))
    form.type({ name: '星光玩具', code: '123456' })
    act(() => result.current.settle({ row: 'registration.code-1', effects: [{ kind: 'message', level: 'error', text: '失败' }] }))
    expect(restored('register-company')).toEqual({ ...KEPT_EMPTY, name: '星光玩具', code: '123456' })
    act(() => result.current.settle({ row: 'registration.1', effects: [{ kind: 'navigate', to: '/successful' }] }))
    expect(restored('register-company')).toEqual({})
    act(() => form.set({ isSubmitting: false }))
    // Typing in the moment before the page goes is not kept either.
    form.type({ name: '星光玩具厂' })
    expect(stored()).toBeNull()
  })

  it('waits for its base (an earlier application being read), then lays the draft over it: a cleared field stays cleared', () => {
    const previous: Values = { ...EMPTY, name: '原公司', phone: '13800000083' }
    const form = fakeForm()
    let base: Values | null = previous
    const hook = renderHook(() => useFormDraft('edit-company', form, { ...RULE, base }))
    form.type({ name: '' })
    expect(restored('edit-company')).toEqual({ ...KEPT_EMPTY, phone: '13800000083' })
    hook.unmount()

    // Back on the edit page: nothing is restored or written while the application is read again.
    const again = fakeForm()
    base = null
    const second = renderHook(() => useFormDraft('edit-company', again, { ...RULE, base }))
    expect(again.state.values).toEqual(EMPTY)
    expect(restored('edit-company')).toEqual({ ...KEPT_EMPTY, phone: '13800000083' })
    base = previous
    second.rerender()
    expect(again.state.values).toMatchObject({ name: '', phone: '13800000083' })
  })

  it('the earlier application could not be read: what is typed on the empty form is kept, a cleared field too, and stays when the application comes', () => {
    writeDraft('edit-company', { ...KEPT_EMPTY, phone: '13800000083' })
    const previous: Values = { ...EMPTY, name: '原公司', phone: '13800000083' }
    const form = fakeForm()
    let base: Values | null = EMPTY
    const hook = renderHook(() => useFormDraft('edit-company', form, { ...RULE, base }))
    expect(form.state.values).toMatchObject({ name: '', phone: '13800000083' })
    expect(restored('edit-company')).toEqual({ ...KEPT_EMPTY, phone: '13800000083' })
    form.type({ agree: true })
    // Read again, and read this time: what the person changed on the empty form stays on top of it.
    base = previous
    hook.rerender()
    expect(form.state.values).toMatchObject({ name: '', phone: '13800000083', agree: true })
  })

  it('a code found in storage is never taken', () => {
    sessionStorage.setItem('home:draft:register-company', JSON.stringify({ name: '星光玩具', code: '123456' }))
    const form = fakeForm()
    renderHook(() => useFormDraft('register-company', form, RULE))
    expect(form.state.values).toMatchObject({ name: '星光玩具', code: '' })
    expect(stored()).not.toContain('123456')
  })

  it('a draft of an older release is dropped when it does not parse, and its fields of another kind are not laid over', () => {
    sessionStorage.setItem('home:draft:register-company', '{"name": 5}')
    expect(readDraft('register-company').stored).toEqual({})
    expect(sessionStorage.getItem('home:draft:register-company')).toBeNull()
    sessionStorage.setItem('home:draft:register-company', 'not json')
    expect(restored('register-company')).toEqual({})
    expect(layOver(EMPTY, { agree: 'yes', channels: 'x', name: ['a'], gone: 'b', phone: '13800000084' }, [])).toEqual({
      ...EMPTY,
      phone: '13800000084',
    })
  })

  it('clear / exit removes every draft of the tab, an earlier release’s registration drafts too', () => {
    writeDraft('login-phone', { phone: '13800000085' }, { code: '111111' })
    sessionStorage.setItem('home:registerDraft:company', '{"company_name":"旧"}')
    sessionStorage.setItem('Loginnumber', '7')
    clearDrafts()
    expect(restored('login-phone')).toEqual({})
    expect(sessionStorage.getItem('home:registerDraft:company')).toBeNull()
    expect(sessionStorage.getItem('Loginnumber')).toBe('7')
  })
})

import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readDraft, writeDraft, type Draft } from '@/session/drafts'
import { useDraft } from './shared'

/** A stand-in for a TanStack Form store: state changes (values or not) notify the listeners. */
function fakeStore(values: Record<string, unknown>) {
  interface State {
    values: Record<string, unknown>
    isSubmitting: boolean
  }
  const listeners = new Set<() => void>()
  const store = {
    state: { values, isSubmitting: false } as State,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
    set(next: Partial<State>) {
      store.state = { ...store.state, ...next }
      listeners.forEach((l) => l())
    },
  }
  return store
}

describe('useDraft (what the user typed in a registration form survives a reload)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('restores the stored draft once, then keeps what is typed (not the SMS code) after a short pause', () => {
    writeDraft('company', { company_name: '星光玩具' })
    const store = fakeStore({ company_name: '', code: '' })
    const restore = vi.fn((draft: Draft) => store.set({ values: { ...store.state.values, ...draft } }))
    renderHook(() => useDraft('company', store, restore))
    expect(restore).toHaveBeenCalledWith({ company_name: '星光玩具' })

    act(() => store.set({ values: { company_name: '星光玩具厂', code: '123456' } }))
    act(() => void vi.advanceTimersByTime(300))
    expect(readDraft('company')).toEqual({ company_name: '星光玩具厂' })
  })

  it('does not write back a draft cleared after a successful registration when only the form state changes', () => {
    const store = fakeStore({ company_name: '' })
    renderHook(() => useDraft('company', store, () => undefined))
    act(() => store.set({ values: { company_name: '星光玩具' } }))
    act(() => void vi.advanceTimersByTime(300))
    expect(readDraft('company')).toEqual({ company_name: '星光玩具' })

    // Submitting, success: the draft is cleared; the form then leaves its submitting state.
    act(() => store.set({ isSubmitting: true }))
    writeDraft('company', null)
    act(() => store.set({ isSubmitting: false }))
    act(() => void vi.advanceTimersByTime(300))
    expect(readDraft('company')).toBeNull()
  })
})

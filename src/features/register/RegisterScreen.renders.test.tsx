import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { renderApp } from '@/test/renderApp'
import { testServer } from '@/test/server'

/** How many times each text field rendered, by label. */
const renders = vi.hoisted(() => new Map<string, number>())

vi.mock('@/features/forms/TextField', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/forms/TextField')>()
  return {
    TextField: (props: Parameters<typeof original.TextField>[0]) => {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1)
      return original.TextField(props)
    },
  }
})

describe('the edit page renders the form for what changes in it', () => {
  // The page around the form changes while it reads (the read starts, is busy, is answered): the form
  // renders only when what it shows changes (RegisterScreen.tsx: memo, and the answer through deferred values).
  it('while the earlier application is read, nothing renders the form again; once here, it renders for it', async () => {
    let answer = () => {}
    let asked = false
    const held = new Promise<void>((resolve) => (answer = resolve))
    // Held until released, then answered by the demo back end.
    testServer.use(
      http.post('*/api/getErrorExamine', async () => {
        asked = true
        await held
      }),
    )
    localStorage.setItem('phone', '13800000011')
    await renderApp('/home/company?id=edit')
    const name = await screen.findByRole('textbox', { name: /公司名称/ })
    await waitFor(() => expect(screen.getByTestId('previous-status').textContent).toBe('正在读取原申请资料…'))
    // The read is on its way: every state before its answer has been rendered.
    await waitFor(() => expect(asked).toBe(true))
    const whileReading = renders.get('公司名称')
    answer()
    await waitFor(() => expect((name as HTMLInputElement).value).not.toBe(''))
    await waitFor(() => expect(name.closest('[inert]')).toBeNull())
    expect(whileReading).toBe(1)
    // Once here, it renders again for the earlier application and for its value (what React renders
    // in the deferred render is not counted here: an interrupted render may run twice).
    expect(renders.get('公司名称')).toBeGreaterThan(1)
  })
})

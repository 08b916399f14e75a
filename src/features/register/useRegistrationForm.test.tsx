import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { ApiError } from '@/api/errors'
import { createQueryClient } from '@/app/query-client'
import { appSystem } from '@/app/system'
import { makeAnswer, type ResultAnswer } from '@/outcomes/types'
import { readDraft, writeDraft } from '@/session/drafts'
import { useRegistrationForm } from './shared'

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

/** A registration form of two fields on the shared hook, its call a mutation answered by `answer`. */
function renderForm(answer: () => Promise<ResultAnswer>) {
  const sent: Array<{ name: string; phone: string }> = []
  function TestForm() {
    const register = useMutation({ mutationFn: answer })
    const { form, container, sending, onSubmit } = useRegistrationForm({
      kind: 'company',
      empty: { name: '', phone: '', code: '' },
      schema: v.object({ name: v.pipe(v.string(), v.nonEmpty('请输入名称')), phone: v.string(), code: v.string() }),
      editing: false,
      initial: null,
      waiting: false,
      request: (values) => {
        sent.push({ name: values.name, phone: values.phone })
        return { mobile: values.phone, send: () => register.mutateAsync() }
      },
      pending: register.isPending,
    })
    return (
      <form ref={container} onSubmit={onSubmit} aria-label="测试注册">
        {(['name', 'phone', 'code'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(f) => (
              <input
                aria-label={name}
                aria-invalid={f.state.meta.errors.length > 0 || undefined}
                value={f.state.value}
                onChange={(e) => f.handleChange(e.target.value)}
              />
            )}
          </form.Field>
        ))}
        <button type="submit" disabled={sending}>
          提交
        </button>
      </form>
    )
  }
  const root = createRootRoute()
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/register', component: TestForm }),
      createRoute({ getParentRoute: () => root, path: '/successful', component: () => <p>提交成功</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/register'] }),
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </QueryClientProvider>,
  )
  return { router, sent }
}

describe('useRegistrationForm (CompanyForm and FactoryForm): the draft', () => {
  it('restores a draft without its SMS code, keeps what is typed, and clears it after a successful registration', async () => {
    writeDraft('register-company', { name: '草稿公司', phone: '13800000081', code: '123456' })
    const { router, sent } = renderForm(() => Promise.resolve(makeAnswer({ type: '1' })))
    const user = userEvent.setup()
    // Restored on mount, never the code.
    await waitFor(() => expect(value('name')).toBe('草稿公司'))
    expect(value('phone')).toBe('13800000081')
    expect(value('code')).toBe('')
    // Kept as the user types (the SMS code is not kept).
    await user.type(screen.getByLabelText('name'), '二')
    await user.type(screen.getByLabelText('code'), '654321')
    expect(readDraft('register-company').stored).toEqual({ name: '草稿公司二', phone: '13800000081' })
    expect(readDraft('register-company').pageOnly).toEqual({ code: '654321' })
    // A successful registration sends once, goes on, and leaves no draft behind.
    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/successful'))
    expect(sent).toEqual([{ name: '草稿公司二', phone: '13800000081' }])
    expect(readDraft('register-company')).toEqual({ stored: {}, pageOnly: {} })
  })

  it('an invalid submit sends nothing and keeps the draft', async () => {
    writeDraft('register-company', { phone: '13800000082' })
    const { sent } = renderForm(() => Promise.reject(new Error('not sent')))
    const user = userEvent.setup()
    await waitFor(() => expect(value('phone')).toBe('13800000082'))
    await user.click(screen.getByRole('button', { name: '提交' }))
    // Refused: focus on the field in error (the submit is over), nothing sent.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('name')))
    expect(sent).toEqual([])
    expect(readDraft('register-company').stored).toEqual({ name: '', phone: '13800000082' })
  })

  it('a double tap sends once; the button is busy while the call runs and enabled after it failed, with what was typed', async () => {
    writeDraft('register-company', { name: '双击公司', phone: '13800000083' })
    let fail: (e: unknown) => void = () => {}
    const { sent } = renderForm(() => new Promise<ResultAnswer>((_, reject) => (fail = reject)))
    const user = userEvent.setup()
    await waitFor(() => expect(value('name')).toBe('双击公司'))
    await user.dblClick(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '提交' })).toHaveProperty('disabled', true))
    expect(sent).toHaveLength(1)
    fail(new ApiError('network', '网络异常，请稍后重试'))
    await waitFor(() => expect(screen.getByRole('button', { name: '提交' })).toHaveProperty('disabled', false))
    expect(sent).toHaveLength(1)
    expect(value('name')).toBe('双击公司')
    expect(value('phone')).toBe('13800000083')
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '@/test/renderApp'
import { DEMO_COMPANIES, DEMO_FACTORIES } from '@/mocks/scenarios'

vi.mock('@/app/browser', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/app/browser')>()), leaveTo: vi.fn() }))
const { leaveTo } = await import('@/app/browser')

beforeEach(() => {
  vi.mocked(leaveTo).mockClear()
  localStorage.setItem('list', JSON.stringify(DEMO_COMPANIES))
  localStorage.setItem('mobile', '13800000041')
  localStorage.setItem('factorys', JSON.stringify(DEMO_FACTORIES))
  localStorage.setItem('phone', '13800000042')
})

describe('company card list', () => {
  it('shows each card with name, id, contact, mobile and the full address', async () => {
    await renderApp('/home/bindCompany')
    const card = await screen.findByRole('radio', { name: '汕头市澄海区乐童玩具有限公司' })
    expect(card.textContent).toContain('公司编号：C1001')
    expect(card.textContent).toContain('联系人：陈经理')
    expect(card.textContent).toContain('手机：13800000015')
    expect(card.textContent).toContain('地址：广东省汕头市澄海区玩具城路 88 号')
  })

  it('click selects, a second click deselects, one company at a time', async () => {
    const { user } = await renderApp('/home/bindCompany')
    const [a, b] = await screen.findAllByRole('radio')
    await user.click(a!)
    expect(a!.getAttribute('aria-checked')).toBe('true')
    await user.click(b!)
    expect(a!.getAttribute('aria-checked')).toBe('false')
    expect(b!.getAttribute('aria-checked')).toBe('true')
    await user.click(b!)
    expect(b!.getAttribute('aria-checked')).toBe('false')
  })

  it('confirm without a selection says 请先选择要绑定的公司', async () => {
    const { user } = await renderApp('/home/bindCompany')
    await user.click(await screen.findByRole('button', { name: '确认绑定' }))
    expect(await screen.findByText('请先选择要绑定的公司')).toBeTruthy()
  })

  it('is usable with the keyboard alone: Tab in, arrows move, Space selects, confirm leaves', async () => {
    const { user } = await renderApp('/home/bindcompany_staff')
    const radios = await screen.findAllByRole('radio')
    radios[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(radios[1])
    await user.keyboard(' ')
    expect(radios[1]!.getAttribute('aria-checked')).toBe('true')
    await user.click(screen.getByRole('button', { name: '确认绑定' }))
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    // C1002 answers with a trusted Special base.
    expect(vi.mocked(leaveTo).mock.calls[0]?.[0]).toMatch(/\/demo\/special\/login\?token=demo\.company\.13800000041\./)
  })

  it('an unreadable list says so and offers the way back', async () => {
    localStorage.setItem('list', '{broken')
    const { user, router } = await renderApp('/home/bindCompany')
    expect(await screen.findByText(/没有可选择的公司/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '返回上一步' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bindPhone'))
  })
})

describe('factory card list', () => {
  it('selects several factories and binds them with an id list', async () => {
    const { user } = await renderApp('/home/bindFactory')
    const boxes = await screen.findAllByRole('checkbox')
    expect(boxes).toHaveLength(2)
    expect(boxes[0]!.textContent).toContain('工厂编号：F3001')
    await user.click(boxes[0]!)
    await user.click(boxes[1]!)
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual(['true', 'true'])
    await user.click(screen.getByRole('button', { name: '确认绑定' }))
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1))
    expect(vi.mocked(leaveTo).mock.calls[0]?.[0]).toMatch(/\/demo\/factory\/login\?token=demo\.factory\.13800000042\./)
  })
})

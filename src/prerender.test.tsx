import { describe, expect, it } from 'vitest'
import { PAGE_PATHS } from '@/domain/pages'
import { controlsFor } from '@/start/deviceControls'
import { shellCases, shellCombinations, shellVariant } from '@/start/shells'
import { renderRoute } from './prerender'

const url = (page: string, search: Record<string, string>) => {
  const query = new URLSearchParams(search).toString()
  return `/home${page === '/' ? '/' : page}${query ? `?${query}` : ''}`
}
const markup = async (page: string, search: Record<string, string>, kind: Parameters<typeof controlsFor>[0]) =>
  (await renderRoute(url(page, search), controlsFor(kind))).replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')

/**
 * The variant table (src/start/shells.ts) is what the early script keeps at first paint and
 * what the app hydrates with the real search params and device: it holds only if every search
 * and device a variant stands for renders exactly that variant's shell. Rendered here as the
 * build renders (src/prerender.tsx), for every combination of each route's params (absent, each
 * value, one it does not know) and every kind of device.
 */
describe('every search and device renders its variant’s shell', () => {
  it.each(PAGE_PATHS.map((page) => [page]))('%s', async (page) => {
    const shells = new Map<string, string>()
    for (const c of shellCases(page)) shells.set(c.variant, await markup(page, c.search, c.device))
    let compared = 0
    for (const { search, device } of shellCombinations(page)) {
      const variant = shellVariant(page, (name) => search[name], controlsFor(device))
      if (variant === null) continue
      expect({ page, search, device, markup: await markup(page, search, device) }).toEqual({
        page,
        search,
        device,
        markup: shells.get(variant.name),
      })
      compared++
    }
    expect(compared).toBeGreaterThan(0)
  })

  it('shows what differs: the phone panel on a phone, the QR panel on a desktop', async () => {
    expect(await markup('/login', {}, 'phone')).toContain('name="phone"')
    expect(await markup('/login', {}, 'desktop')).not.toContain('name="phone"')
    expect(await markup('/login', {}, 'desktop')).toContain('15 天内自动登录')
  })
})

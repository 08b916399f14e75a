/**
 * An engine below the floor (Chromium 84: no Promise.any; docs/browsers.md): the page says what to do, in the
 * language the person reads (the early script's choice, its below-floor.js written per language), and nothing of the
 * app loads. The words are the catalogs' (src/words/<language>/belowFloor.ts).
 */
import { belowFloorWords } from '../../src/words/zh-CN/belowFloor'
import { wordsIn } from '../words'
import { expect, test } from './lane'

for (const language of ['zh-CN', 'zh-HK', 'en'] as const)
  test(`below the floor, the page says what to do in ${language}, and the app never loads`, async ({ web }) => {
    const words = wordsIn(language, belowFloorWords)
    await web.goto(`/home/login?t=pwd&lang=${language}`)
    const message = web.getByRole('alert')
    await message.getByRole('heading', { name: words.title }).waitFor()
    expect(await message.getByText(words.kernelMode).isVisible()).toBe(true)
    expect(await message.getByRole('img', { name: words.qrAlt }).isVisible()).toBe(true)
    expect(await web.evaluate(() => document.documentElement.lang)).toBe(language)
    // The form is hidden, the app's code never asked for, nothing marked ready.
    expect(await web.evaluate(() => document.getElementById('root')?.style.display)).toBe('none')
    expect(
      await web.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/home/assets/')),
      ),
    ).toEqual([])
    expect(await web.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
  })

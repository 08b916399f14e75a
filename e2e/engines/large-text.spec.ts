/**
 * Large text keeps the forms usable in the engines of phones we do not run in the Chromium suite:
 * WebKit as WeChat on an iPhone and Chromium 86 as QQ Browser on Android (390 px). The checks of
 * e2e/large-text.spec.ts, with the text at 200 % by `html { font-size: 200% }`; the desktops of the
 * lanes are not phones and leave it out (PHONES).
 */
import { appReady } from '../navigation'
import { enlargeText, readLargeTextProblems, readTextSizes } from '../largeText'
import { ENGINE_DEVICES, expect, PHONES, test } from './lane'

for (const url of ['/home/login?t=pwd', '/home/register'])
  test(
    `${url} at 200 % text on a phone: no sideways scroll, labels and buttons whole, a whole phone number, rows stacked`,
    PHONES,
    async ({ web, engine }) => {
      const device = ENGINE_DEVICES[engine]
      await web.goto(url)
      await appReady(web)
      const normal = await web.evaluate(readTextSizes)
      expect(normal.label).toBeGreaterThan(0)
      expect(normal.input).toBeGreaterThan(0)
      const before = await web.evaluate(readLargeTextProblems, device.width)
      expect(before.problems, 'at 100 %').toEqual([])

      await web.evaluate(enlargeText)
      const large = await web.evaluate(readTextSizes)
      expect(large.label, 'the label’s text is twice as large').toBeCloseTo(normal.label * 2, 0)
      expect(large.input, 'the field’s text is twice as large').toBeCloseTo(normal.input * 2, 0)
      const after = await web.evaluate(readLargeTextProblems, device.width)
      expect(after.problems, 'at 200 %').toEqual([])
      expect(after.phoneRow?.area, 'the area code is read').toBeTruthy()
      expect(after.phoneRow!.area!.bottom, 'the area code above the phone').toBeLessThanOrEqual(after.phoneRow!.phone.top)
    },
  )

/**
 * Large text keeps every form usable (e2e/large-text.spec.ts, e2e/engines/large-text.spec.ts): what is
 * read in the page. Page functions, sent as text to the cross-engine lanes (no closures, no imports,
 * syntax Chromium 86 and Safari 14 run).
 */

/** The text sizes a test compares before and after enlarging the text: a label's (a tab's where the page has no label) and a field's (0 without one). */
export interface TextSizes {
  label: number
  input: number
}

/** The first label (or tab) and text field of the page, as computed now. */
export function readTextSizes(): TextSizes {
  const label = document.querySelector('#root form label') || document.querySelector('#root [role="tab"]')
  const input = document.querySelector('#root form input:not([type="checkbox"]):not([type="file"])')
  const px = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).fontSize) : 0)
  return { label: px(label), input: px(input) }
}

/**
 * 200 % text as `html { font-size: 200% }` sets it (a larger text setting of the system or of
 * WeChat scales the root font the same way). Added in the page: the lanes have no init script.
 */
export function enlargeText(): void {
  const style = document.createElement('style')
  style.setAttribute('data-test', 'large-text')
  style.textContent = 'html { font-size: 200% !important; }'
  document.head.appendChild(style)
}

/** Where a box sits (CSS px) and whether it is on one line of text, for a message. */
interface Seen {
  problems: string[]
  /** The area code's and the phone's boxes of the first phone form, when it has them. */
  phoneRow: { area: { top: number; bottom: number } | null; phone: { top: number; bottom: number } } | null
}

/**
 * What does not hold on the page as it is, at a viewport `width` CSS px wide:
 * - no sideways scroll;
 * - every visible label, button, tab, heading and checkbox label whole (its text not wider than its
 *   box) and inside the viewport; each tab on one line;
 * - the site header's logo inside the viewport, and its drawn name inside the drawing;
 * - every phone field with 13800000001 in it shows the whole number (the text as wide as the field's
 *   inside, measured with a canvas in the field's font, and the field not scrolled).
 * Phone fields are filled here (as typing would: the input event React listens to).
 */
export function readLargeTextProblems(viewport: number): Seen {
  const problems: string[] = []
  // Without a scrollbar's width, where the engine draws one beside the page.
  const width = Math.min(viewport, document.documentElement.clientWidth)
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').trim().slice(0, 16)}"`
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect()
    const s = getComputedStyle(el)
    // Visually hidden text (a screen reader's) is a 1 px box by design.
    return r.width > 2 && r.height > 2 && s.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden="true"]')
  }
  const scrollWidth = (document.scrollingElement || document.documentElement).scrollWidth
  if (scrollWidth > width) problems.push(`the page scrolls sideways: ${scrollWidth} px of page in ${width} px`)

  const onScreen = (el: Element, what: string) => {
    const r = el.getBoundingClientRect()
    if (r.left < -0.5 || r.right > width + 0.5)
      problems.push(`${what} runs off the screen: ${Math.round(r.left)}–${Math.round(r.right)} px of ${width}`)
  }
  const whole = Array.prototype.slice.call(
    document.querySelectorAll('#root label, #root [data-part="label"], #root legend, #root button, #root [role="tab"], #root h1, #root h2'),
  ) as Element[]
  for (const el of whole) {
    if (!visible(el) || el.getAttribute('type') === 'file') continue
    // Buttons that are only an icon have nothing to cut.
    if (!(el.textContent || '').trim()) continue
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is cut: its text is ${el.scrollWidth} px in ${el.clientWidth} px`)
    onScreen(el, name(el))
    if (el.getAttribute('role') === 'tab') {
      const range = document.createRange()
      range.selectNodeContents(el)
      const tops: number[] = []
      const rects = range.getClientRects()
      for (let i = 0; i < rects.length; i++) {
        const top = Math.round(rects[i]!.top)
        if (rects[i]!.width > 0 && tops.every((t) => Math.abs(t - top) > 2)) tops.push(top)
      }
      if (tops.length > 1) problems.push(`${name(el)} breaks into ${tops.length} lines`)
    }
  }

  // The header's name: the logo's drawing (its text inside the drawing's box) or its image.
  const logo = document.querySelector('#root header a svg, #root header a img')
  if (logo) {
    onScreen(logo, 'the header’s logo')
    const text = logo.querySelector('text') as SVGTextElement | null
    const box = (logo as SVGSVGElement).viewBox ? (logo as SVGSVGElement).viewBox.baseVal : null
    if (text && box) {
      const b = text.getBBox()
      if (b.x + b.width > box.x + box.width + 0.5)
        problems.push(`the header’s name is cut: it ends at ${Math.round(b.x + b.width)} of a ${box.width} wide logo`)
    }
  }

  let phoneRow: Seen['phoneRow'] = null
  const phones = Array.prototype.slice.call(document.querySelectorAll('#root input[type="tel"]')) as HTMLInputElement[]
  for (const input of phones) {
    if (!visible(input)) continue
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, '13800000001')
    input.dispatchEvent(new Event('input', { bubbles: true }))
    const s = getComputedStyle(input)
    const canvas = document.createElement('canvas').getContext('2d')!
    canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
    const text = canvas.measureText(input.value).width
    const inside = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)
    if (input.value !== '13800000001') problems.push(`the phone field holds "${input.value}", not 13800000001`)
    if (text > inside + 0.5) problems.push(`the phone field shows ${Math.round(inside)} px of a ${Math.round(text)} px number`)
    if (input.scrollWidth > input.clientWidth + 1)
      problems.push(`the phone field scrolls: ${input.scrollWidth} px in ${input.clientWidth} px`)
    onScreen(input, 'the phone field')
    if (!phoneRow) {
      const field = input.closest('[data-scope="field"][data-part="root"]') || input.parentElement
      const area = field ? field.querySelector('select') : null
      const rect = (el: Element) => {
        const r = el.getBoundingClientRect()
        return { top: Math.round(r.top), bottom: Math.round(r.bottom) }
      }
      phoneRow = { area: area ? rect(area) : null, phone: rect(input) }
    }
  }
  const fields = Array.prototype.slice.call(document.querySelectorAll('#root input, #root select, #root textarea')) as Element[]
  for (const el of fields) if (visible(el) && el.getAttribute('type') !== 'checkbox') onScreen(el, name(el))
  return { problems, phoneRow }
}

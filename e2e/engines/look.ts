/**
 * What the old-engine lane compares of a page's look (e2e/engines/look.spec.ts): functions run in
 * the page (sent as text: no closures), and their tolerance.
 */
/** How far (CSS px) a box may sit from current Chromium's: text rendering differs a little between versions. */
export const TOLERANCE = 4

interface Box {
  key: string
  x: number
  y: number
  width: number
  height: number
  padding: string
}
export interface Look {
  boxes: Box[]
  submit: { background: string; color: string } | null
  cardShadow: string
}

/**
 * Read in the page: the boxes (x from the middle of the page, which centres its content; a box as
 * wide as the page is `full`: current Chromium keeps a scrollbar's gutter, scrollbar-gutter,
 * Chromium 94, and is 15 px narrower), colours and the card's shadow.
 */
export function readLook(): Look {
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  const page = document.getElementById('root')!.getBoundingClientRect().width
  const middle = page / 2
  const h1 = document.querySelector('#root h1')
  let card: Element | null = h1
  while (card && getComputedStyle(card).boxShadow === 'none') card = card.parentElement
  const seen: Record<string, number> = {}
  const boxes = [
    ...(document.querySelector('#root header') ? [document.querySelector('#root header')!] : []),
    ...(card ? [card] : []),
    ...Array.from(document.querySelectorAll('#root h1, #root input, #root select, #root button, #root [role="tab"]')),
  ]
    .filter(visible)
    .map((el) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      const name =
        el === card ? 'card' : `${el.tagName.toLowerCase()}${el.getAttribute('placeholder') ? `[${el.getAttribute('placeholder')}]` : ''}`
      seen[name] = (seen[name] ?? 0) + 1
      return {
        key: `${name}#${seen[name]}${el.textContent && el.tagName !== 'SELECT' ? ` ${el.textContent.trim().slice(0, 12)}` : ''}`,
        y: Math.round(r.top + window.scrollY),
        width: Math.abs(r.width - page) < 1 ? -1 : Math.round(r.width),
        x: Math.abs(r.width - page) < 1 ? 0 : Math.round(r.left - middle),
        height: Math.round(r.height),
        padding: `${s.paddingTop} ${s.paddingRight} ${s.paddingBottom} ${s.paddingLeft}`,
      }
    })
  const submit = document.querySelector('#root button[type="submit"]')
  const ss = submit ? getComputedStyle(submit) : null
  return {
    boxes,
    submit: ss ? { background: ss.backgroundColor, color: ss.color } : null,
    cardShadow: card ? getComputedStyle(card).boxShadow : 'none',
  }
}

/** The focused field's ring: its outline, or its box shadow. */
export function readRing(): { outline: string; shadow: string; tag: string } {
  const el = document.activeElement as HTMLElement
  const s = getComputedStyle(el)
  return { outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, shadow: s.boxShadow, tag: el.tagName }
}

export const alpha = (colour: string) => {
  const m = /rgba?\(([^)]*)\)/.exec(colour)
  if (!m) return 1
  const parts = m[1]!.split(/[\s,/]+/).filter(Boolean)
  return parts.length > 3 ? Number(parts[3]) : 1
}

export interface States {
  /** Each field marked invalid: its border colour. */
  invalid: string[]
  /** Each error text under a field: the text and its colour. */
  errors: string[]
}

/** Read in the page after an empty submit: the error states a person sees. */
export function readStates(): States {
  const style = (el: Element) => getComputedStyle(el)
  return {
    invalid: Array.from(document.querySelectorAll('#root [aria-invalid="true"]')).map(
      (el) => `${el.getAttribute('placeholder') ?? el.tagName}: ${style(el).borderTopColor}`,
    ),
    errors: Array.from(document.querySelectorAll('#root [data-part="error-text"]')).map((el) => `${el.textContent}: ${style(el).color}`),
  }
}

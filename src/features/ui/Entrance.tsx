import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useHydrated } from '@/app/hydration'
import { onDemand } from '@/app/onDemand'

/** framer-motion's element animation (./motionFeatures.ts), in a chunk loaded on demand: never in a first load. */
const motionCode = onDemand(() => import('./motionFeatures'))

/** What a person does first; until then, a prerendered page has nothing to move (and no motion code to fetch). */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const
let input: Promise<void> | undefined
const firstInput = () =>
  (input ??= new Promise<void>((resolve) => {
    const go = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, go, true)
      resolve()
    }
    for (const type of FIRST_INPUT) document.addEventListener(type, go, { capture: true, passive: true })
  }))

/** The motion code: over a prerendered page (`hydrated` false) at the person's first input, on a screen rendered after the start at once. */
const loadMotionCode = (hydrated: boolean) =>
  (hydrated ? Promise.resolve() : firstInput()).then(() => {
    asked = true
    return motionCode.load()
  })
/** Whether the motion code has been asked for (arrived, on its way, or failed). */
let asked = false

/** Where a block starts from when it enters: opacity and transforms only, so nothing around it moves. */
export interface EnterFrom {
  opacity?: number
  x?: number
  y?: number
  scale?: number
}

/** How long a screen rendered after the start keeps a block at its start for the motion code; then it is simply there. */
const CODE_WAIT_MS = 400

const startStyle = (from: EnterFrom) => ({
  opacity: String(from.opacity ?? 1),
  transform: `translate(${from.x ?? 0}px, ${from.y ?? 0}px) scale(${from.scale ?? 1})`,
})

/**
 * A block that enters, where its coming tells the person something (framer-motion, design card):
 * an account-type choice, an uploaded image, a status page's result card, the registration's
 * other form, a selected card's mark. A plain element whose entrance framer-motion's `animate`
 * plays once its code has arrived, so no screen carries motion code in its first load.
 * - Over a prerendered shell being hydrated it is already in place (the first input asks for the code).
 * - A person who asks their system for less motion gets none.
 * - Never hidden for long: a block the person switched to while the code is on its way is simply
 *   there; a screen rendered after the start waits for it at most CODE_WAIT_MS, then, or when it
 *   does not arrive, is simply there.
 */
export function Entrance({
  from = { opacity: 0, y: 12 },
  delay = 0,
  children,
  ...rest
}: {
  from?: EnterFrom
  delay?: number
  children: ReactNode
  style?: CSSProperties
  'data-testid'?: string
  'aria-hidden'?: 'true'
}) {
  const hydrated = useHydrated()
  // Whether this block was mounted after the start (it enters) or hydrated in place: decided once, at mount.
  const [enters] = useState(hydrated)
  const [start] = useState(from)
  const [wait] = useState(delay)
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!enters) {
      void loadMotionCode(false)
      return
    }
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let over = false
    let stop = () => {}
    const atRest = () => {
      over = true
      element.style.opacity = ''
      element.style.transform = ''
    }
    const play = (code: NonNullable<ReturnType<typeof motionCode.ready>>) => {
      over = true
      const { opacity, transform } = startStyle(start)
      try {
        const animation = code.animate(
          element,
          { opacity: [opacity, '1'], transform: [transform, 'none'] },
          { duration: 0.22, ease: 'easeOut', delay: wait },
        )
        stop = () => animation.stop()
      } catch {
        // An animation that cannot run (an element framer-motion does not recognise) leaves the block where it belongs.
        atRest()
      }
    }
    Object.assign(element.style, startStyle(start))
    const code = motionCode.ready()
    if (code) play(code)
    // Asked for by this page at the person's first input and not here yet: what they switched to is simply there.
    else if (asked) atRest()
    else {
      const timer = setTimeout(() => !over && atRest(), CODE_WAIT_MS)
      void loadMotionCode(true).then((arrived) => {
        clearTimeout(timer)
        if (over) return
        if (arrived) play(arrived)
        else atRest()
      })
    }
    return () => {
      over = true
      stop()
    }
  }, [enters, start, wait])
  return (
    <div ref={ref} {...rest}>
      {children}
    </div>
  )
}

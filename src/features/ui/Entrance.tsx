import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useHydrated } from '@/app/hydration'
import { onDemand } from '@/app/onDemand'

type MotionCode = typeof import('./motionFeatures')

/** framer-motion's element animation (./motionFeatures.ts), in a chunk loaded on demand: never in a first load. */
const motionCode = onDemand(() => import('./motionFeatures'))

const lessMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

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

/** Where a block starts from when it enters: opacity and transforms only, so nothing around it moves. */
interface EnterFrom {
  opacity?: number
  x?: number
  y?: number
  scale?: number
}

/** How long a block that comes with a view (`waitForCode`) is kept at its start for the motion code; then it is simply there. */
const CODE_WAIT_MS = 400

const startStyle = (from: EnterFrom) => ({
  opacity: String(from.opacity ?? 1),
  transform: `translate(${from.x ?? 0}px, ${from.y ?? 0}px) scale(${from.scale ?? 1})`,
})

/**
 * A block that enters, where its coming tells the person something (framer-motion, design card):
 * an account-type choice, an uploaded image, a status page's result card, the registration's
 * other form, a selected card's mark. A plain element whose entrance framer-motion's `animate`
 * plays once its code has arrived, so no screen carries motion code in its first load. It sets the
 * element's inline opacity and transform (`style` must not).
 * - Over a prerendered shell being hydrated it is already in place (the first input asks for the code).
 * - A person who asks their system for less motion gets none.
 * - Without the code, a block that answers a tap (the other form, a picked image, a mark) is simply
 *   there; one that comes with a view (`waitForCode`: a screen reached from another, a dialog's
 *   choices) waits for it at most CODE_WAIT_MS, then, or when it does not arrive, is simply there.
 */
export function Entrance({
  from = { opacity: 0, y: 12 },
  delay = 0,
  waitForCode = false,
  children,
  ...rest
}: {
  from?: EnterFrom
  delay?: number
  waitForCode?: boolean
  children: ReactNode
  style?: CSSProperties
  'data-testid'?: string
  'aria-hidden'?: 'true'
}) {
  const hydrated = useHydrated()
  // An entrance is played once, as the block mounts: what decides it is read then (and the effect runs once).
  const [entrance] = useState(() => ({ enters: hydrated, from, delay, waitForCode }))
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    // Nothing moves, and no motion code is fetched, for a person who asks for less motion.
    if (!element || lessMotion()) return
    // Hydrated in place: the code comes at the person's first input, for what enters later.
    if (!entrance.enters) {
      void firstInput().then(() => motionCode.load())
      return
    }
    let over = false
    let stop = () => {}
    let timer: ReturnType<typeof setTimeout> | undefined
    const atRest = () => {
      over = true
      element.style.opacity = ''
      element.style.transform = ''
    }
    const play = (code: MotionCode) => {
      over = true
      const { opacity, transform } = startStyle(entrance.from)
      Object.assign(element.style, { opacity, transform })
      try {
        const animation = code.animate(
          element,
          { opacity: [opacity, '1'], transform: [transform, 'none'] },
          { duration: 0.22, ease: 'easeOut', delay: entrance.delay },
        )
        stop = () => animation.stop()
      } catch {
        // An animation that cannot run (an element framer-motion does not recognise) leaves the block where it belongs.
        atRest()
      }
    }
    const code = motionCode.ready()
    if (code) play(code)
    else if (!entrance.waitForCode) void motionCode.load()
    else {
      Object.assign(element.style, startStyle(entrance.from))
      timer = setTimeout(() => !over && atRest(), CODE_WAIT_MS)
      void motionCode.load().then((arrived) => {
        clearTimeout(timer)
        if (over) return
        if (arrived) play(arrived)
        else atRest()
      })
    }
    return () => {
      over = true
      clearTimeout(timer)
      stop()
    }
  }, [entrance])
  return (
    <div ref={ref} {...rest}>
      {children}
    </div>
  )
}

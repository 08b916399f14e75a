import { createContext, useContext, useState, type CSSProperties, type ReactNode } from 'react'
import { AnimatePresence, LazyMotion, m, MotionConfig, useReducedMotion, type TargetAndTransition } from 'framer-motion'
import { useHydrated } from '@/app/hydration'
import { onDemand } from '@/app/onDemand'

/**
 * Motion where it tells the user something (framer-motion, design card): the
 * account-type chooser's cards, a card selected in the company and factory
 * lists, an uploaded image's preview and progress, a status page's result
 * card, the registration tabs' panel. Only those screens import this module,
 * so none of it is in /home/login's first load (npm run budget checks); the
 * animation features load on demand (LazyMotion + `m`; over a prerendered page
 * at the person's first input, so a first visit does not fetch them), and nobody who asks
 * their system for less motion gets any: transforms are off by MotionConfig,
 * and entrances start at their end state (useEntrance).
 */
const features = onDemand(() => import('./motionFeatures'))

/** What a person does first; until then, a prerendered page has nothing to move (and no motion code to fetch). */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const
const firstInput = () =>
  new Promise<void>((resolve) => {
    const go = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, go, true)
      resolve()
    }
    for (const type of FIRST_INPUT) document.addEventListener(type, go, { capture: true, passive: true })
  })

/**
 * Whether an element may start away from its place to enter: where the features load at once (a screen the
 * app renders after its start), or once they have arrived. Before the first input over a prerendered page
 * they are not coming, and what started hidden would stay hidden until then.
 */
const MayStartAway = createContext(false)

export function Motion({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const [mayStartAway, setMayStartAway] = useState(() => hydrated || features.ready() !== undefined)
  // Over a prerendered shell the features load at the first input; a screen the app renders later may enter at once.
  const [load] = useState(() => () => (hydrated ? Promise.resolve() : firstInput()).then(() => features.load()))
  // Through the one loader (a dropped fetch is tried again at once). LazyMotion's own promise has no catch: one that
  // never settles leaves the motion out instead of an unhandled rejection (a reload mid-fetch aborts it, too).
  const loadFeatures = () =>
    load().then((module) => {
      if (!module) return new Promise<never>(() => {})
      setMayStartAway(true)
      return module.default
    })
  return (
    <MayStartAway.Provider value={mayStartAway}>
      <LazyMotion features={loadFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </MayStartAway.Provider>
  )
}

/** Whether an element may enter from away (MayStartAway) and the user has not asked for less motion. */
export function useMayEnter(): boolean {
  const mayStartAway = useContext(MayStartAway)
  const reduced = useReducedMotion() === true
  return mayStartAway && !reduced
}

export { AnimatePresence, m, useReducedMotion }

const AT_REST = { opacity: 1, x: 0, y: 0, scale: 1 }

/**
 * Props for an `m` element that enters from `from` to its place: not while a
 * prerendered shell is hydrated (it is already in place; no script should hide
 * what the page painted), and not for users who prefer reduced motion (it is
 * simply there). Opacity and transforms only: nothing around it moves.
 */
function useEntrance(from: TargetAndTransition, delay = 0) {
  const hydrated = useHydrated()
  const mayEnter = useMayEnter()
  return {
    initial: hydrated && mayEnter ? from : false,
    animate: AT_REST,
    transition: { duration: 0.22, ease: 'easeOut' as const, delay },
  }
}

/** A block that enters (see useEntrance). */
export function Entrance({
  from = { opacity: 0, y: 12 },
  delay = 0,
  children,
  ...rest
}: {
  from?: TargetAndTransition
  delay?: number
  children: ReactNode
  style?: CSSProperties
  'data-testid'?: string
}) {
  return (
    <m.div {...useEntrance(from, delay)} {...rest}>
      {children}
    </m.div>
  )
}

import type { CSSProperties, ReactNode } from 'react'
import { AnimatePresence, LazyMotion, m, MotionConfig, useReducedMotion, type TargetAndTransition } from 'framer-motion'
import { useHydrated } from '@/app/hydration'
import { onDemand } from '@/app/onDemand'

/**
 * Motion where it tells the user something (framer-motion, design card): the
 * account-type chooser's cards, a card selected in the company and factory
 * lists, an uploaded image's preview and progress, a status page's result
 * card, the registration tabs' panel. Only those screens import this module,
 * so none of it is in /home/login's first load (npm run budget checks); the
 * animation features load on demand (LazyMotion + `m`), and nobody who asks
 * their system for less motion gets any: transforms are off by MotionConfig,
 * and entrances start at their end state (useEntrance).
 */
const features = onDemand(() => import('./motionFeatures'))
// Through the one loader (a dropped fetch is tried again at once). LazyMotion's own promise has no catch: one that
// never settles leaves the motion out instead of an unhandled rejection (a reload mid-fetch aborts it, too).
const loadFeatures = () => features.load().then((m) => m?.default ?? new Promise<never>(() => {}))

export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
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
  const reduced = useReducedMotion() === true
  return {
    initial: hydrated && !reduced ? from : false,
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

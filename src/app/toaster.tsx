import { useSyncExternalStore } from 'react'
import type { MessageLevel } from '@/outcomes/types'
import { onDemand } from './onDemand'

/**
 * Messages to the user. The toaster (and its state machine) is loaded with
 * the first message, not with the page (src/app/onDemand.ts). When its chunk cannot
 * load (a network blip, or Firefox dropping the import as the page goes), the message
 * is shown plainly instead and the next message tries the toaster again.
 */
type Impl = typeof import('./toaster-impl')

type Plain = { level: MessageLevel; text: string }

const toaster = onDemand(() => import('./toaster-impl'))
/** What the page shows: the toaster once loaded, else the last message it could not show, else nothing. Each change is a new value. */
let shown: Impl | Plain | null = null
const listeners = new Set<() => void>()

function show(next: Impl | Plain): void {
  shown = next
  listeners.forEach((l) => l())
}

function load(): Promise<Impl | undefined> {
  return toaster.load().then((m) => {
    if (m && shown !== m) show(m)
    return m
  })
}

export function showMessage(level: MessageLevel, text: string): void {
  void load().then((m) => {
    if (m) m.create(level, text)
    else show({ level, text })
  })
}

function PlainMessage({ level, text }: { level: MessageLevel; text: string }) {
  return (
    <div
      role={level === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={level}
      style={{
        position: 'fixed',
        // Where the toaster shows its one message (./toaster-impl): over the site header's band.
        top: '0.5rem',
        left: '0.5rem',
        right: '0.5rem',
        margin: '0 auto',
        maxWidth: '24rem',
        padding: '0.75rem 1rem',
        borderRadius: '0.5rem',
        background: level === 'error' ? '#c53030' : '#1a202c',
        color: '#fff',
        zIndex: 1500,
      }}
    >
      {text}
    </div>
  )
}

export function AppToaster() {
  const now = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => shown,
    () => null,
  )
  if (!now) return null
  return 'default' in now ? <now.default /> : <PlainMessage {...now} />
}

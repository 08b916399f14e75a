/**
 * The busy look of a control tapped before the app (src/start/early.ts), and its end, which the
 * entry before the app (src/beforeApp.ts) also brings when it shows how a send ended. The
 * shell's controls carry their styles in classes: an inline opacity is ours to set and clear.
 */
export function looksBusy(control: HTMLElement): void {
  control.setAttribute('aria-busy', 'true')
  control.style.opacity = '0.6'
}

/** A control no longer busy with a tap made before the app: what looksBusy set, cleared. */
export function calm(control: HTMLElement): void {
  control.removeAttribute('aria-busy')
  control.style.opacity = ''
}

import { RELOAD_TEXT, START_FAILED_TEXT } from '../../src/start/protocol'
import type { Loc, Surface } from './surface'

/** What a page says when the app's entry failed to load or to run (src/start/early.ts, part 9): an alert with a button that reloads. */
export class FailedStart<L extends Loc<L>> {
  readonly message: L
  readonly reload: L

  constructor(readonly page: Surface<L>) {
    this.message = page.getByRole('alert').filter({ hasText: START_FAILED_TEXT })
    this.reload = this.message.getByRole('button', { name: RELOAD_TEXT })
  }
}

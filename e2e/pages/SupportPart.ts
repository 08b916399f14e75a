import type { Loc, Surface } from './surface'

/** The chunk of 联系客服's dialog (src/features/layout/SupportDialog.tsx), by its path (a retry may add a query). */
export const SUPPORT_CHUNK = /\/home\/assets\/SupportDialog-[\w-]+\.js/

/**
 * 联系客服 in the header, a part whose code loads when it is tapped (src/app/onDemand.ts): its
 * dialog, or in its place, when the code did not arrive, the failure and 重试.
 */
export class SupportPart<L extends Loc<L>> {
  readonly opener: L
  readonly failure: L
  readonly retry: L
  readonly dialog: L

  constructor(page: Surface<L>) {
    this.opener = page.getByRole('button', { name: '联系客服', exact: true })
    this.failure = page.getByRole('banner').getByRole('alert')
    this.retry = page.getByRole('button', { name: '重试加载联系客服' })
    this.dialog = page.getByRole('dialog', { name: '联系客服' })
  }
}

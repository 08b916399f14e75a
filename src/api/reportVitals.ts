import type * as v from 'valibot'
import { getConfig } from '@/config/store'
import type { VitalsReportSchema } from './requests'

/**
 * POST reportVitals (contract "Calls the spec does not name"): the page view's Core Web Vitals and the app's
 * READY and JS_BYTES (unrated), `{ route, device, metrics: [{ name, value, rating }] }`, sent once with navigator.sendBeacon as
 * application/json. The answer is ignored; a beacon the browser refuses is dropped silently.
 * (The demo back end parses what it receives with the same schema, src/mocks/vitals.ts.) What is
 * sent: its schema is the contract's (src/api/requests.ts).
 */
export type VitalsReport = v.InferOutput<typeof VitalsReportSchema>

/** Hands the report to the browser to send even as the page goes away; true when it took it. */
export function sendVitals(report: VitalsReport): boolean {
  try {
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' })
    return navigator.sendBeacon(`${getConfig().apiBase}reportVitals`, body)
  } catch {
    return false
  }
}

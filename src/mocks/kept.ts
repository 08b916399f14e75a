import * as v from 'valibot'

/**
 * What the demo back end keeps of a report it receives (reportVitals, reportError): a body that
 * parses, with when it came, newest last, the oldest dropped past `limit`; anything else ignored.
 */
export function keepParsed<S extends v.GenericSchema<unknown, object>>(
  schema: S,
  kept: (v.InferOutput<S> & { at: number })[],
  body: unknown,
  at: number,
  limit: number,
): boolean {
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) return false
  kept.push({ ...parsed.output, at })
  if (kept.length > limit) kept.splice(0, kept.length - limit)
  return true
}

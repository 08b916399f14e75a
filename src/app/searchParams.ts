import * as v from 'valibot'
import { TEXT_MAX, type Domain } from '@/start/shells'

/**
 * Search-param schemas. A bad value never throws: it falls back to "absent".
 * Values may arrive as numbers or booleans (`?code=123`): they are coerced.
 */
const scalar = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite()), v.boolean()]),
  v.transform((x) => String(x)),
)

/** An optional free-text param (at most TEXT_MAX characters). */
export const text = v.fallback(v.optional(v.pipe(scalar, v.maxLength(TEXT_MAX))), undefined)

/** An optional param that must be one of `values`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return v.fallback(v.optional(v.pipe(scalar, v.picklist(values))), undefined)
}

/** A flag param: present (with any value, even empty) or absent. */
export const flag = v.fallback(
  v.optional(
    v.pipe(
      v.union([scalar, v.null()]),
      v.transform(() => true as const),
    ),
  ),
  undefined,
)

type DomainSchema<D extends Domain> = D extends readonly [string, ...string[]] ? ReturnType<typeof oneOf<D>> : typeof text

/** The schemas of params whose domains src/start/shells.ts gives (the shells keep a param by the same). */
export function domainEntries<const P extends Readonly<Record<string, Domain>>>(params: P): { [K in keyof P]: DomainSchema<P[K]> } {
  return Object.fromEntries(Object.entries(params).map(([name, domain]) => [name, domain === 'text' ? text : oneOf(domain)])) as {
    [K in keyof P]: DomainSchema<P[K]>
  }
}

/** A route's search schema; anything unexpected is dropped, never thrown. */
export function searchSchema<const E extends v.ObjectEntries>(entries: E) {
  return v.fallback(v.object(entries), {} as v.InferOutput<v.ObjectSchema<E, undefined>>)
}

export const NoSearch = searchSchema({})

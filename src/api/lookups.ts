import * as v from 'valibot'
import { IdSchema } from '@/domain/cards'
import type { LookupName } from '@/start/pageReads'
import { callApi, okData } from './client'
import type { Read } from './adoptRead'

/** Shared schemas and fetch for the lookup calls (contract: "Shapes the spec leaves open"). */
export interface AreaNode {
  id: string
  name: string
  children: AreaNode[]
}

const AreaTreeSchema: v.GenericSchema<unknown, AreaNode[]> = v.array(
  v.pipe(
    v.looseObject({
      id: IdSchema,
      name: v.string(),
      children: v.optional(v.nullable(v.lazy(() => AreaTreeSchema)), null),
    }),
    v.transform((n): AreaNode => ({ id: n.id, name: n.name, children: n.children ?? [] })),
  ),
)

const IdTextListSchema = v.array(v.looseObject({ id: IdSchema, text: v.string() }))

const IdNameListSchema = v.array(v.looseObject({ id: IdSchema, name: v.string() }))

/** Each lookup call's `data`. */
export const LOOKUP_SCHEMAS = {
  getArea: AreaTreeSchema,
  getEnum: IdTextListSchema,
  getRegPurpose: IdTextListSchema,
  getBusiness: IdNameListSchema,
} satisfies Record<LookupName, v.GenericSchema>

export type LookupData<N extends LookupName> = v.InferOutput<(typeof LOOKUP_SCHEMAS)[N]>

/**
 * A lookup (its query key is its name), started before the app on an edit link (src/beforeApp.ts) or by its hook:
 * `data`, parsed; code ≠ 0 or the wrong shape is a failed call. Without React, for the read before the app.
 */
export function lookupRead<N extends LookupName>(name: N): Read<LookupData<N>> {
  return {
    key: [name],
    call: async () => okData(await callApi('POST', name, {}), LOOKUP_SCHEMAS[name] as v.GenericSchema<unknown, LookupData<N>>),
  }
}

/**
 * A lookup's query options: cached for the whole visit (they change rarely), and answered in the page's language
 * (Accept-Language), so a switch of language reads them again (src/app/WithQuery.tsx).
 */
export const LOOKUP_QUERY = { staleTime: Number.POSITIVE_INFINITY, meta: { inLanguage: true } } as const

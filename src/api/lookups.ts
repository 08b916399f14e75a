import * as v from 'valibot'
import { IdSchema } from '@/domain/cards'
import { callApi, okData } from './client'

/** Shared schemas and fetch for the lookup calls (contract: "Shapes the spec leaves open"). */
export interface AreaNode {
  id: string
  name: string
  children: AreaNode[]
}

export const AreaTreeSchema: v.GenericSchema<unknown, AreaNode[]> = v.array(
  v.pipe(
    v.looseObject({
      id: IdSchema,
      name: v.string(),
      children: v.optional(v.nullable(v.lazy(() => AreaTreeSchema)), null),
    }),
    v.transform((n): AreaNode => ({ id: n.id, name: n.name, children: n.children ?? [] })),
  ),
)

export const IdTextListSchema = v.array(v.looseObject({ id: IdSchema, text: v.string() }))
export type IdText = v.InferOutput<typeof IdTextListSchema>[number]

export const IdNameListSchema = v.array(v.looseObject({ id: IdSchema, name: v.string() }))
export type IdName = v.InferOutput<typeof IdNameListSchema>[number]

/** A lookup's `data`, parsed; code ≠ 0 or the wrong shape is a failed call. */
export async function lookup<T>(name: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  return okData(await callApi('POST', name, {}), schema)
}

/** Lookups change rarely: cache them for the whole visit. */
export const LOOKUP_STALE_TIME = Number.POSITIVE_INFINITY

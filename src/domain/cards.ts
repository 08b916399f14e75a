import * as v from 'valibot'

/** Ids arrive as numbers or strings; keep one string form. */
export const IdSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((x) => String(x)),
)

const text = v.optional(
  v.pipe(
    v.union([v.string(), v.number(), v.null()]),
    v.transform((x) => (x === null ? '' : String(x))),
  ),
  '',
)

/** Company card (contract: company list items). Unknown extra fields are kept. */
const CompanyCardSchema = v.looseObject({
  id: IdSchema,
  name: text,
  contact: text,
  mobilephone: text,
  province_name: text,
  city_name: text,
  district_name: text,
  address: text,
})
export type CompanyCard = v.InferOutput<typeof CompanyCardSchema>

/** Factory card (contract: factory list items). */
const FactoryCardSchema = v.looseObject({
  factory_id: IdSchema,
  factory_name: text,
  contact: text,
  mobilephone: text,
})
export type FactoryCard = v.InferOutput<typeof FactoryCardSchema>

export const CompanyListSchema = v.array(CompanyCardSchema)
export const FactoryListSchema = v.array(FactoryCardSchema)

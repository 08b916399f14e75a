import * as v from 'valibot'
import { CompanyListSchema, FactoryListSchema, type CompanyCard, type FactoryCard } from '@/domain/cards'
import type { LocalKey } from './keys'
import { readLocal } from './storage'

// ------------------------------------------------------------ the lists of the previous step (spec keys `list`, `factorys`)

function readJson<T>(key: LocalKey, schema: v.GenericSchema<unknown, T>): T | null {
  const raw = readLocal(key)
  if (raw === null) return null
  try {
    const result = v.safeParse(schema, JSON.parse(raw))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

/** The company list of the previous step; null when absent or unreadable. */
export const getCompanyList = (): CompanyCard[] | null => readJson('list', CompanyListSchema)
/** The factory list of the previous step; null when absent or unreadable. */
export const getFactoryList = (): FactoryCard[] | null => readJson('factorys', FactoryListSchema)

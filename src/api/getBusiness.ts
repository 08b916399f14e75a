import { useQuery } from '@tanstack/react-query'
import { IdNameListSchema, LOOKUP_STALE_TIME, lookup } from './lookups'

/** POST getBusiness: main products. */
export const getBusiness = () => lookup('getBusiness', IdNameListSchema)

export const useGetBusiness = () => useQuery({ queryKey: ['getBusiness'], queryFn: getBusiness, staleTime: LOOKUP_STALE_TIME })

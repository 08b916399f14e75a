import { useQuery } from '@tanstack/react-query'
import { IdTextListSchema, LOOKUP_STALE_TIME, lookup } from './lookups'

/** POST getEnum: sales channels. */
export const getEnum = () => lookup('getEnum', IdTextListSchema)

export const useGetEnum = () => useQuery({ queryKey: ['getEnum'], queryFn: getEnum, staleTime: LOOKUP_STALE_TIME })

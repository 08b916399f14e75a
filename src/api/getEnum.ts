import { useQuery } from '@tanstack/react-query'
import { LOOKUP_STALE_TIME, lookupRead } from './lookups'
import { adoptRead } from './adoptRead'

/** POST getEnum: sales channels. */
const getEnumRead = lookupRead('getEnum')
const getEnum = () => adoptRead(getEnumRead)

export const useGetEnum = () => useQuery({ queryKey: getEnumRead.key, queryFn: getEnum, staleTime: LOOKUP_STALE_TIME })

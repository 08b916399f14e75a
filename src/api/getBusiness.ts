import { useQuery } from '@tanstack/react-query'
import { LOOKUP_STALE_TIME, lookupRead } from './lookups'
import { adoptRead } from './reads'

/** POST getBusiness: main products. */
export const getBusinessRead = lookupRead('getBusiness')
export const getBusiness = () => adoptRead(getBusinessRead)

export const useGetBusiness = () => useQuery({ queryKey: getBusinessRead.key, queryFn: getBusiness, staleTime: LOOKUP_STALE_TIME })

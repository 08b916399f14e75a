import { useQuery } from '@tanstack/react-query'
import { LOOKUP_QUERY, lookupRead } from './lookups'
import { adoptRead } from './adoptRead'

/** POST getBusiness: main products. */
const getBusinessRead = lookupRead('getBusiness')
const getBusiness = () => adoptRead(getBusinessRead)

export const useGetBusiness = () => useQuery({ queryKey: getBusinessRead.key, queryFn: getBusiness, ...LOOKUP_QUERY })

import { useQuery } from '@tanstack/react-query'
import { LOOKUP_QUERY, lookupRead } from './lookups'
import { adoptRead } from './adoptRead'

/** POST getEnum: sales channels. */
const getEnumRead = lookupRead('getEnum')
const getEnum = () => adoptRead(getEnumRead)

export const useGetEnum = () => useQuery({ queryKey: getEnumRead.key, queryFn: getEnum, ...LOOKUP_QUERY })

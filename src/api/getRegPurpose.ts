import { useQuery } from '@tanstack/react-query'
import { LOOKUP_QUERY, lookupRead } from './lookups'
import { adoptRead } from './adoptRead'

/** POST getRegPurpose: registration purposes. */
const getRegPurposeRead = lookupRead('getRegPurpose')
const getRegPurpose = () => adoptRead(getRegPurposeRead)

export const useGetRegPurpose = () => useQuery({ queryKey: getRegPurposeRead.key, queryFn: getRegPurpose, ...LOOKUP_QUERY })

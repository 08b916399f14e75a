import { useQuery } from '@tanstack/react-query'
import { LOOKUP_STALE_TIME, lookupRead } from './lookups'
import { adoptRead } from './adoptRead'

/** POST getRegPurpose: registration purposes. */
const getRegPurposeRead = lookupRead('getRegPurpose')
const getRegPurpose = () => adoptRead(getRegPurposeRead)

export const useGetRegPurpose = () => useQuery({ queryKey: getRegPurposeRead.key, queryFn: getRegPurpose, staleTime: LOOKUP_STALE_TIME })

import { useQuery } from '@tanstack/react-query'
import { LOOKUP_STALE_TIME, lookupRead } from './lookups'
import { adoptRead } from './reads'

/** POST getRegPurpose: registration purposes. */
export const getRegPurposeRead = lookupRead('getRegPurpose')
export const getRegPurpose = () => adoptRead(getRegPurposeRead)

export const useGetRegPurpose = () => useQuery({ queryKey: getRegPurposeRead.key, queryFn: getRegPurpose, staleTime: LOOKUP_STALE_TIME })

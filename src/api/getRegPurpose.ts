import { useQuery } from '@tanstack/react-query'
import { IdTextListSchema, LOOKUP_STALE_TIME, lookup } from './lookups'

/** POST getRegPurpose: registration purposes. */
export const getRegPurpose = () => lookup('getRegPurpose', IdTextListSchema)

export const useGetRegPurpose = () => useQuery({ queryKey: ['getRegPurpose'], queryFn: getRegPurpose, staleTime: LOOKUP_STALE_TIME })

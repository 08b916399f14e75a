import { useQuery } from '@tanstack/react-query'
import { AreaTreeSchema, LOOKUP_STALE_TIME, lookup } from './lookups'

/** POST getArea: the area tree (province, city, district). */
export const getArea = () => lookup('getArea', AreaTreeSchema)

export const useGetArea = () => useQuery({ queryKey: ['getArea'], queryFn: getArea, staleTime: LOOKUP_STALE_TIME })

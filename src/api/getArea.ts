import { useQuery } from '@tanstack/react-query'
import { LOOKUP_QUERY, lookupRead } from './lookups'
import { adoptRead } from './adoptRead'

/** POST getArea: the area tree (province, city, district). */
const getAreaRead = lookupRead('getArea')
export const getArea = () => adoptRead(getAreaRead)

export const useGetArea = () => useQuery({ queryKey: getAreaRead.key, queryFn: getArea, ...LOOKUP_QUERY })

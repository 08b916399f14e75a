import type { ReactNode } from 'react'
import { Button, HStack, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useGetArea } from '@/api/getArea'
import { useGetBusiness } from '@/api/getBusiness'
import { useGetEnum } from '@/api/getEnum'
import { useGetRegPurpose } from '@/api/getRegPurpose'
import { Skeleton } from '@/features/ui/styled/Skeleton'

/** A lookup list's loading and failure states: a failure offers a retry, never an empty select. */
function Lookup<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton height="10" aria-label={`${what}加载中`} />
  if (query.isError) {
    return (
      <HStack gap="3" role="alert" bg="red.50" borderRadius="md" p="2">
        <Text fontSize="sm" color="red.700">
          {what}加载失败
        </Text>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void query.refetch()}>
          重试
        </Button>
      </HStack>
    )
  }
  return <>{children(query.data)}</>
}

type Data<Hook extends () => UseQueryResult<unknown>> = NonNullable<ReturnType<Hook>['data']>

/*
 * One component per lookup, each subscribed to its own query: an answer
 * re-renders the field that shows it, not the whole registration form.
 */

export function AreaLookup({ children }: { children: (tree: Data<typeof useGetArea>) => ReactNode }) {
  const query = useGetArea()
  return (
    <Lookup query={query} what="地区">
      {children}
    </Lookup>
  )
}

export function ChannelLookup({ children }: { children: (list: Data<typeof useGetEnum>) => ReactNode }) {
  const query = useGetEnum()
  return (
    <Lookup query={query} what="销售渠道">
      {children}
    </Lookup>
  )
}

export function PurposeLookup({ children }: { children: (list: Data<typeof useGetRegPurpose>) => ReactNode }) {
  const query = useGetRegPurpose()
  return (
    <Lookup query={query} what="注册目的">
      {children}
    </Lookup>
  )
}

export function BusinessLookup({ children }: { children: (list: Data<typeof useGetBusiness>) => ReactNode }) {
  const query = useGetBusiness()
  return (
    <Lookup query={query} what="主营产品">
      {children}
    </Lookup>
  )
}

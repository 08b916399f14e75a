import { useRef } from 'react'
import { Button, HStack, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'

/**
 * A region that shows what a query loads: busy while it loads (again, after a failure), failed
 * once the query has given up. `retry` moves focus to the region (give it `ref={region}` and a
 * tabIndex) before the failure and its retry button go, so the next Tab reaches what loaded, not
 * the top of the page.
 */
export function useRetryInPlace(query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>) {
  const region = useRef<HTMLDivElement>(null)
  const busy = query.isPending || (query.isError && query.isFetching)
  const retry = () => {
    region.current?.focus()
    void query.refetch()
  }
  return { region, busy, failed: query.isError && !busy, retry }
}

/**
 * What a region shows when its content failed to load: the failure, announced
 * at once (alert), and a retry button reachable by keyboard whose name says
 * what it retries (重试加载销售渠道, its visible text 重试).
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <HStack gap="3" role="alert" bg="red.50" borderRadius="md" p="2">
      <Text fontSize="sm" color="red.700">
        {what}加载失败
      </Text>
      {/* The name begins with the visible word, as speech input expects. */}
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry} aria-label={`重试加载${what}`}>
        重试
      </Button>
    </HStack>
  )
}

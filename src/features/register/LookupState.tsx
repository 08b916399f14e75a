import type { ReactNode } from 'react'
import { Button, HStack, Text } from '@chakra-ui/react'
import { Skeleton } from '@/features/ui/styled/Skeleton'

/** A lookup list's loading and failure states: a failure offers a retry, never an empty select. */
export function LookupState({
  pending,
  failed,
  onRetry,
  what,
  children,
}: {
  pending: boolean
  failed: boolean
  onRetry: () => void
  what: string
  children: ReactNode
}) {
  if (pending) return <Skeleton height="10" aria-label={`${what}加载中`} />
  if (failed) {
    return (
      <HStack gap="3" role="alert" bg="red.50" borderRadius="md" p="2">
        <Text fontSize="sm" color="red.700">
          {what}加载失败
        </Text>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
          重试
        </Button>
      </HStack>
    )
  }
  return <>{children}</>
}

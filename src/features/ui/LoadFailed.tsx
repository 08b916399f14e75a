import { Button, HStack, Text } from '@chakra-ui/react'

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

import { useDeferredValue, useRef } from 'react'
// By component, and the button as the system's recipe draws one (not Chakra's Button, which imports
// every Ark component): the app's entry imports this, and its chunk takes what it imports (scripts/build/chunks.ts).
import { HStack } from '@chakra-ui/react/stack'
import { chakra, useRecipe } from '@chakra-ui/react/styled-system'
import { Text } from '@chakra-ui/react/text'
import type { UseQueryResult } from '@tanstack/react-query'
import { useWords } from '@/app/words'
import type { Section, WordsOf } from '@/words/define'
import { uiWords } from '@/words/zh-CN/ui'

/**
 * A region that shows what a query loads: busy while it loads (again, after a failure), failed
 * once the query has given up, and `data` once it has loaded. What it shows changes in a render
 * that yields to input (deferred values, which change together), not in the blocking render of the
 * answer's arrival: a registration's lists drawn at once took 60-70 ms on a slow phone. `retry`
 * moves focus to the region (give it `ref={region}` and a tabIndex) before the failure and its
 * retry button go, so the next Tab reaches what loaded, not the top of the page.
 */
export function useRetryInPlace<T>(query: Pick<UseQueryResult<T>, 'isSuccess' | 'isError' | 'isFetching' | 'data' | 'refetch'>) {
  const region = useRef<HTMLDivElement>(null)
  const shown = useDeferredValue(query.isSuccess ? 'loaded' : query.isError && !query.isFetching ? 'failed' : 'busy')
  const data = useDeferredValue(query.isSuccess ? query.data : undefined)
  const retry = () => {
    region.current?.focus()
    void query.refetch()
  }
  return { region, busy: shown === 'busy', failed: shown === 'failed', retry, data }
}

/**
 * What a region shows when its content failed to load: the failure, announced
 * at once (alert), and a retry button reachable by keyboard whose name says
 * what it retries ("retry loading the sales channels", its visible text "retry"). `busy` says a retry is
 * under way in the same alert, so the button keeps its focus and the outcome is announced.
 */
export function LoadFailed({
  what,
  detail,
  busy,
  onRetry,
  onClose,
}: {
  what: string
  detail?: string
  busy?: boolean
  onRetry: () => void
  /** Where the failure stands in for a dialog: the dialog's way out. */
  onClose?: () => void
}) {
  const button = useRecipe({ key: 'button' })
  const w = useWords(uiWords)
  return (
    // Wraps where the text is large: the button goes under the words, never off the screen.
    <HStack gap="3" flexWrap="wrap" role="alert" bg="red.50" borderRadius="md" p="2">
      <Text fontSize="sm" color="red.700">
        {busy ? w.reloading(what) : w.failed(what, detail ?? '')}
      </Text>
      {/* The name begins with the visible word, as speech input expects. */}
      <chakra.button
        type="button"
        css={button({ size: 'xs', variant: 'outline' })}
        colorPalette="red"
        onClick={onRetry}
        aria-label={w.retryLoading(what)}
      >
        {w.retry}
      </chakra.button>
      {onClose ? (
        <chakra.button type="button" css={button({ size: 'xs', variant: 'ghost' })} colorPalette="red" onClick={onClose}>
          {w.close}
        </chakra.button>
      ) : null}
    </HStack>
  )
}

/**
 * A part whose code did not arrive, in its place: `what` picks the part's name from its section's
 * words as it renders, so the failure speaks the page's language of the moment.
 */
export function CodeFailed<Name extends string, Source>({
  words,
  what,
  ...rest
}: {
  words: Section<Name, Source>
  what: (words: WordsOf<Source>) => string
  busy: boolean
  onRetry: () => void
  onClose?: () => void
}) {
  const part = useWords(words)
  const ui = useWords(uiWords)
  return <LoadFailed what={what(part)} detail={ui.checkNetwork} {...rest} />
}

/** What a part whose code did not arrive shows in its place (lazyPart, src/app/lazyPart.ts): `codeFailed(uiWords, (w) => w.page)`. */
export const codeFailed =
  <Name extends string, Source>(words: Section<Name, Source>, what: (words: WordsOf<Source>) => string) =>
  (_props: unknown, retry: () => void, busy: boolean) => <CodeFailed words={words} what={what} busy={busy} onRetry={retry} />

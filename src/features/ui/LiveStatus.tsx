import { startTransition, useEffect, useState } from 'react'
import { Box, type BoxProps } from '@chakra-ui/react'
import { wordsNow } from '@/words/now'
import { uiWords } from '@/words/zh-CN/ui'

/** What a loading region's status says while `what` loads ("loading the sales channels…"). */
export const loadingText = (what: string) => wordsNow(uiWords).loading(what)

/**
 * A region's one polite live status. It is in the page from the region's first
 * render and empty in that render (as in a prerendered shell): screen readers
 * announce a status whose text changes, not reliably one inserted with its text.
 * The text (null: nothing to say) is put in right after the first commit, in a
 * transition: over a hydrated page that render yields to input instead of blocking.
 * `visible` shows it as well (a spinner's caption); otherwise it is for screen
 * readers only and the region shows what it shows. `layout` places a visible one.
 */
export function LiveStatus({
  text,
  visible = false,
  ...layout
}: { text: string | null; visible?: boolean } & Omit<BoxProps, 'children' | 'role'>) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  return (
    <Box as="span" role="status" srOnly={!visible} {...layout}>
      {mounted ? text : null}
    </Box>
  )
}

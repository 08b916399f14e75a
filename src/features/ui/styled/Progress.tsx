import { Progress as ChakraProgress, type ProgressRootProps } from '@chakra-ui/react'
import { progressSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: ProgressRootProps) {
  return <ChakraProgress.Root recipe={progressSlotRecipe} {...props} />
}

/** Chakra's Progress with its recipe (docs/performance.md: Bundle budget). */
export const Progress = { ...ChakraProgress, Root }

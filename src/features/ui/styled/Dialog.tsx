import { Dialog as ChakraDialog, type DialogRootProps } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: DialogRootProps) {
  return <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />
}

/** Chakra's Dialog with its recipe (docs/performance.md: Bundle budget). */
export const Dialog = { ...ChakraDialog, Root }

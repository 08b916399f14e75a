import { Card as ChakraCard, type CardRootProps } from '@chakra-ui/react'
import { cardSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: CardRootProps) {
  return <ChakraCard.Root recipe={cardSlotRecipe} {...props} />
}

/** Chakra's Card with its recipe (docs/performance.md: Bundle budget). */
export const Card = { ...ChakraCard, Root }

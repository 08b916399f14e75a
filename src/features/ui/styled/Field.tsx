import { Field as ChakraField, type FieldRootProps } from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: FieldRootProps) {
  return <ChakraField.Root recipe={fieldSlotRecipe} {...props} />
}

/** Chakra's Field with its recipe (docs/performance.md: Bundle budget). */
export const Field = { ...ChakraField, Root }

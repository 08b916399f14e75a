import { Fieldset as ChakraFieldset, type FieldsetRootProps } from '@chakra-ui/react'
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: FieldsetRootProps) {
  return <ChakraFieldset.Root recipe={fieldsetSlotRecipe} {...props} />
}

/** Chakra's Fieldset with its recipe (docs/performance.md: Bundle budget). */
export const Fieldset = { ...ChakraFieldset, Root }

import { Fieldset as ChakraFieldset, type FieldsetErrorTextProps, type FieldsetRootProps } from '@chakra-ui/react'
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: FieldsetRootProps) {
  return <ChakraFieldset.Root recipe={fieldsetSlotRecipe} {...props} />
}

/** In the size of a field's error (Field.ErrorText), not the recipe's larger one: a form's problems read alike. */
function ErrorText(props: FieldsetErrorTextProps) {
  return <ChakraFieldset.ErrorText textStyle="xs" {...props} />
}

/** Chakra's Fieldset with its recipe (docs/performance.md: Bundle budget). */
export const Fieldset = { ...ChakraFieldset, Root, ErrorText }

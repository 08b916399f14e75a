import type { ComponentProps } from 'react'
import { Input as ChakraInput } from '@chakra-ui/react'
import { inputRecipe } from '@chakra-ui/react/theme'

/**
 * Chakra's Input with its recipe (docs/performance.md: Bundle budget); focused, its ring in the brand's
 * orange as the buttons' and tabs' (Chakra's grey ring, gray.400, is 2.6:1 on white, under 3:1).
 */
export function Input(props: ComponentProps<typeof ChakraInput>) {
  return <ChakraInput recipe={inputRecipe} colorPalette="orange" {...props} />
}

import type { ComponentProps } from 'react'
import { Input as ChakraInput } from '@chakra-ui/react'
import { inputRecipe } from '@chakra-ui/react/theme'

/** Chakra's Input with its recipe (docs/performance.md: Bundle budget). */
export function Input(props: ComponentProps<typeof ChakraInput>) {
  return <ChakraInput recipe={inputRecipe} {...props} />
}

import { NativeSelect as ChakraNativeSelect, type NativeSelectRootProps } from '@chakra-ui/react'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: NativeSelectRootProps) {
  return <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />
}

/** Chakra's NativeSelect with its recipe (docs/performance.md: Bundle budget). */
export const NativeSelect = { ...ChakraNativeSelect, Root }

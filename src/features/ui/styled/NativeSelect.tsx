import { NativeSelect as ChakraNativeSelect, type NativeSelectRootProps } from '@chakra-ui/react'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme'

function Root(props: NativeSelectRootProps) {
  return <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} colorPalette="orange" {...props} />
}

/** Chakra's NativeSelect with its recipe (docs/performance.md: Bundle budget), its focus ring orange as Input's. */
export const NativeSelect = { ...ChakraNativeSelect, Root }

import { Skeleton as ChakraSkeleton, type SkeletonProps } from '@chakra-ui/react'
import { skeletonRecipe } from '@chakra-ui/react/theme'

/** Chakra's Skeleton with its recipe (docs/performance.md: Bundle budget). */
export function Skeleton(props: SkeletonProps) {
  return <ChakraSkeleton recipe={skeletonRecipe} {...props} />
}

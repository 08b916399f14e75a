import { Skeleton as ChakraSkeleton, type SkeletonProps } from '@chakra-ui/react'
import { skeletonRecipe } from '@chakra-ui/react/theme'

/** Chakra's Skeleton with its recipe (see docs/how-it-is-built.md). */
export function Skeleton(props: SkeletonProps) {
  return <ChakraSkeleton recipe={skeletonRecipe} {...props} />
}

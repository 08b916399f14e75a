import { Box, Text } from '@chakra-ui/react'
import { useConfig } from '@/app/useConfig'

export function SiteFooter() {
  const config = useConfig()
  return (
    <Box as="footer" py="5" px="4" textAlign="center" color="gray.500" fontSize="xs">
      <Text>© {config.companyName}</Text>
      {config.filingNumber ? <Text mt="1">{config.filingNumber}</Text> : null}
    </Box>
  )
}

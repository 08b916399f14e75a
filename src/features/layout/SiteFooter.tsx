import { Box, Text } from '@chakra-ui/react'
import { useConfig } from '@/app/useConfig'
import { useWords } from '@/app/words'
import { configWords } from '@/words/zh-CN/config'

/** The operator's name and filing number as config.js gives them; the demo's, in the page's language, where it gives none. */
export function SiteFooter() {
  const config = useConfig()
  const w = useWords(configWords)
  const filingNumber = config.filingNumber ?? w.defaultFilingNumber
  return (
    <Box as="footer" py="5" px="4" textAlign="center" color="gray.500" fontSize="xs">
      <Text>© {config.companyName ?? w.defaultCompanyName}</Text>
      {filingNumber ? <Text mt="1">{filingNumber}</Text> : null}
    </Box>
  )
}

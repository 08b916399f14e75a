import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useWords } from '@/app/words'
import { uiWords } from '@/words/zh-CN/ui'

/** The privacy policy and disclaimer links, each opening /agreement in a new tab. */
export function AgreementLinkPair() {
  const w = useWords(uiWords)
  return (
    <>
      <ChakraLink asChild color="orange.700">
        <Link to="/agreement" search={{ identifier: '0' }} target="_blank" rel="noopener">
          {w.privacyPolicy}
        </Link>
      </ChakraLink>
      {w.and}
      <ChakraLink asChild color="orange.700">
        <Link to="/agreement" search={{ identifier: '1' }} target="_blank" rel="noopener">
          {w.disclaimer}
        </Link>
      </ChakraLink>
    </>
  )
}

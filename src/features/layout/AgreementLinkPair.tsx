import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** 《隐私协议》《免责声明》, each opening /agreement in a new tab. */
export function AgreementLinkPair() {
  return (
    <>
      <ChakraLink asChild color="orange.700">
        <Link to="/agreement" search={{ identifier: '0' }} target="_blank" rel="noopener">
          《隐私协议》
        </Link>
      </ChakraLink>
      <ChakraLink asChild color="orange.700">
        <Link to="/agreement" search={{ identifier: '1' }} target="_blank" rel="noopener">
          《免责声明》
        </Link>
      </ChakraLink>
    </>
  )
}

import { Flex } from '@chakra-ui/react'
import { useWords } from '@/app/words'
import { LiveStatus } from '@/features/ui/LiveStatus'
import { loginWords } from '@/words/zh-CN/login'
import { uiWords } from '@/words/zh-CN/ui'

/**
 * The QR box while its QR is on its way (the prerendered shell, the app's code, WeChat's script):
 * a busy region over the box with one polite status; the words are in the first paint too.
 */
export function QrLoading() {
  const ui = useWords(uiWords)
  const login = useWords(loginWords)
  const text = ui.loading(login.qr.wechat)
  return (
    <Flex aria-busy="true" position="absolute" inset="0" align="center" justify="center" color="gray.500">
      <LiveStatus text={text} />
      <span aria-hidden="true">{text}</span>
    </Flex>
  )
}

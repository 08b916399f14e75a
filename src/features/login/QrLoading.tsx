import { Flex } from '@chakra-ui/react'
import { LiveStatus, loadingText } from '@/features/ui/LiveStatus'
import { loginWords } from '@/words/zh-CN/login'

const QR_LOADING = loadingText(loginWords.source.qr.wechat)

/**
 * The QR box while its QR is on its way (the prerendered shell, the app's code, WeChat's script):
 * a busy region over the box with one polite status; the words are in the first paint too.
 */
export function QrLoading() {
  return (
    <Flex aria-busy="true" position="absolute" inset="0" align="center" justify="center" color="gray.500">
      <LiveStatus text={QR_LOADING} />
      <span aria-hidden="true">{QR_LOADING}</span>
    </Flex>
  )
}

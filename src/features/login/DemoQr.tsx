import { useId, useState } from 'react'
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useWords } from '@/app/words'
import { qrDemoWords } from '@/words/zh-CN/qrDemo'

/**
 * Stand-in for the WeChat widget when no `wechatAppId` is configured (the
 * demo): "scanning" goes through /loadings exactly like the real callback.
 */
export default function DemoQr({ state }: { state: string | null }) {
  const w = useWords(qrDemoWords)
  const navigate = useNavigate()
  const id = useId()
  const [phone, setPhone] = useState('13800000016')
  return (
    <Stack align="center" gap="3" width="full" maxW="18rem" data-testid="demo-qr">
      <Box
        aria-hidden="true"
        boxSize="36"
        borderRadius="md"
        bgImage="repeating-conic-gradient(#1a202c 0% 25%, #fff 0% 50%)"
        bgSize="18px 18px"
        borderWidth="6px"
        borderColor="white"
        outline="1px solid"
        outlineColor="gray.300"
      />
      <Text fontSize="xs" color="gray.500" textAlign="center">
        {w.notice}
      </Text>
      <Stack gap="1" width="full">
        <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
          {w.phone}
        </chakra.label>
        <chakra.input
          id={id}
          inputMode="numeric"
          value={phone}
          onChange={(e) => setPhone(e.target.value.trim())}
          height="8"
          px="3"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          fontSize="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '0' }}
        />
      </Stack>
      <Button
        size="sm"
        colorPalette="orange"
        width="full"
        disabled={state === null}
        onClick={() => {
          if (state !== null) void navigate({ to: '/loadings', search: { code: `demo:${phone}`, state } })
        }}
      >
        {w.scan}
      </Button>
    </Stack>
  )
}

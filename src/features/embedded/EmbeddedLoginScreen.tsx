import { useState } from 'react'
import { Box, Heading, Text } from '@chakra-ui/react'
import { QrPanel } from '@/features/login/QrPanel'
import { TabBar, tabPanelProps } from '@/features/ui/TabBar'

type Tab = 'qr' | 'mobile'

/** /LoginIfarme: the embedded login with QR and mobile tabs. */
export function EmbeddedLoginScreen() {
  const [tab, setTab] = useState<Tab>('qr')
  return (
    <Box maxW="sm" mx="auto" p="4">
      <Heading as="h1" size="lg" textAlign="center" mb="3">
        登录
      </Heading>
      <TabBar
        id="embedded"
        label="登录方式"
        tabs={[
          { value: 'qr', label: '扫码登录' },
          { value: 'mobile', label: '手机登录' },
        ]}
        value={tab}
        onChange={setTab}
      />
      <Box {...tabPanelProps('embedded', tab)}>{tab === 'qr' ? <QrPanel /> : <Text>请在主站登录页使用手机号登录。</Text>}</Box>
    </Box>
  )
}

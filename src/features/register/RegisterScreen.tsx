import { useState } from 'react'
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { PageShell } from '@/features/layout/PageShell'
import { TabBar, tabPanelProps } from '@/features/ui/TabBar'

export interface RegisterSearch {
  id?: '1' | 'edit' | 'editFactory' | undefined
}

export const REVIEW_NOTICE = '提交后我们将在 1 个工作日内完成审核，审核结果将以短信通知您。'

/**
 * /register and /company: buyer and factory registration (spec section 2).
 * This first version states what each registration needs; the forms follow.
 */
export function RegisterScreen({ search }: { search: RegisterSearch }) {
  const navigate = useNavigate()
  const [tab, setTab] = useState<'buyer' | 'factory'>(search.id === 'editFactory' ? 'factory' : 'buyer')
  const title = search.id === 'edit' || search.id === 'editFactory' ? '修改资料' : '注册'
  return (
    <PageShell title={title} width="2xl" showRegister={false}>
      <TabBar
        id="register"
        label="注册类型"
        tabs={[
          { value: 'buyer', label: '采购商注册' },
          { value: 'factory', label: '工厂注册' },
        ]}
        value={tab}
        onChange={setTab}
      />
      <Box {...tabPanelProps('register', tab)}>
        <Text color="gray.700">
          {tab === 'buyer'
            ? '需要：公司名称、联系人、手机号及短信验证码、所在地区、详细地址、销售渠道、营业执照和公司照片。'
            : '需要：工厂名称、所在地区、详细地址、主要联系人、手机号及短信验证码、工厂 logo。'}
        </Text>
      </Box>
      <Stack mt="6" gap="3">
        <Text fontSize="sm" color="gray.600">
          {REVIEW_NOTICE}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="orange" onClick={() => void navigate({ to: '/WeChatRegister' })}>
            通过公众号注册
          </Button>
          <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
            已有账号，去登录
          </Button>
        </Stack>
      </Stack>
    </PageShell>
  )
}

import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'

/**
 * Tester mode (spec section 6: hidden, on when the session check says
 * `is_test`): fixed test accounts to sign in with, and the jump-address dialog.
 */
const TEST_ACCOUNTS = [
  { label: '测试公司账号', phone: '13800000001' },
  { label: '测试工厂账号', phone: '13800000002' },
  { label: '公司 + 工厂双身份', phone: '13800000003' },
  { label: '多公司员工', phone: '13800000015' },
] as const

export default function TesterPanel({ onPick, onJump }: { onPick: (phone: string) => void; onJump: () => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="tester-title"
      mt="6"
      p="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="orange.300"
      borderRadius="lg"
      bg="orange.50"
    >
      <Stack gap="3">
        <Heading as="h2" id="tester-title" size="sm">
          测试模式
        </Heading>
        <Text fontSize="xs" color="gray.600">
          选择测试账号后，获取验证码即可登录。
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {TEST_ACCOUNTS.map((a) => (
            <Button key={a.phone} size="sm" variant="outline" onClick={() => onPick(a.phone)}>
              {a.label}（{a.phone}）
            </Button>
          ))}
        </SimpleGrid>
        <Button size="sm" colorPalette="orange" variant="subtle" onClick={onJump}>
          设置登录后跳转地址
        </Button>
      </Stack>
    </Box>
  )
}

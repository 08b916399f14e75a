import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useWords } from '@/app/words'
import { loginWords } from '@/words/zh-CN/login'
import { testerWords } from '@/words/zh-CN/tester'

/**
 * Tester mode (spec section 6: hidden, on when the session check says
 * `is_test`): fixed test accounts to sign in with, and the jump-address dialog.
 */
const TEST_ACCOUNTS = [
  { account: 'company', phone: '13800000001' },
  { account: 'factory', phone: '13800000002' },
  { account: 'both', phone: '13800000003' },
  { account: 'staff', phone: '13800000015' },
] as const satisfies readonly { account: keyof typeof testerWords.source.accounts; phone: string }[]

export default function TesterPanel({ onPick, onJump }: { onPick: (phone: string) => void; onJump: () => void }) {
  const w = useWords(testerWords)
  const { title } = useWords(loginWords).tester
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
          {title}
        </Heading>
        <Text fontSize="xs" color="gray.600">
          {w.hint}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {TEST_ACCOUNTS.map((a) => (
            <Button key={a.phone} size="sm" variant="outline" onClick={() => onPick(a.phone)}>
              {w.accounts[a.account]}（{a.phone}）
            </Button>
          ))}
        </SimpleGrid>
        <Button size="sm" colorPalette="orange" variant="subtle" onClick={onJump}>
          {w.jump}
        </Button>
      </Stack>
    </Box>
  )
}

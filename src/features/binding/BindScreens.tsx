import { useEffect, useState } from 'react'
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import type { CompanyCard, FactoryCard } from '@/domain/cards'
import { getCompanyList, getFactoryList } from '@/session/storage'
import { PageShell } from '@/features/layout/PageShell'

/** /bindPhone and /bindFacPhone: bind a company or factory by its main-account phone. */
export function BindByPhoneScreen({ kind }: { kind: 'company' | 'factory' }) {
  const navigate = useNavigate()
  const hint = kind === 'company' ? '请输入公司主账号或管理员的手机号' : '请输入工厂主账号的手机号'
  return (
    <PageShell title={kind === 'company' ? '绑定公司' : '绑定工厂'}>
      <Stack gap="4">
        <Text color="gray.700">{hint}</Text>
        <Button variant="outline" onClick={() => void navigate({ to: '/login' })}>
          返回登录
        </Button>
      </Stack>
    </PageShell>
  )
}

/** /bindCompany, /bindcompany_staff, /bindFactory: the cards saved by the previous step. */
export function CardListScreen({ kind, title }: { kind: 'company' | 'factory'; title: string }) {
  const navigate = useNavigate()
  const [cards, setCards] = useState<Array<{ key: string; name: string; contact: string; mobilephone: string }> | null>(null)
  useEffect(() => {
    const list =
      kind === 'company'
        ? getCompanyList()?.map((c: CompanyCard) => ({ key: c.id, name: c.name, contact: c.contact, mobilephone: c.mobilephone }))
        : getFactoryList()?.map((f: FactoryCard) => ({ key: f.factory_id, name: f.factory_name, contact: f.contact, mobilephone: f.mobilephone }))
    setCards(list ?? null)
  }, [kind])
  return (
    <PageShell title={title} width="2xl">
      <Stack gap="3">
        {cards && cards.length > 0 ? (
          cards.map((c) => (
            <Box key={c.key} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="medium">{c.name}</Text>
              <Text fontSize="sm" color="gray.600">
                {c.contact} {c.mobilephone}
              </Text>
            </Box>
          ))
        ) : (
          <Text color="gray.700">没有可选择的{kind === 'company' ? '公司' : '工厂'}，请先通过手机号查找。</Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" onClick={() => void navigate({ to: kind === 'company' ? '/bindPhone' : '/bindFacPhone' })}>
            {kind === 'company' ? '绑定其他公司' : '重新查找工厂'}
          </Button>
          {kind === 'company' ? (
            <Button variant="outline" onClick={() => void navigate({ to: '/company' })}>
              注册新公司
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </PageShell>
  )
}

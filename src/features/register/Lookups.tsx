import type { ReactNode } from 'react'
import { Button, HStack, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useGetArea } from '@/api/getArea'
import { useGetBusiness } from '@/api/getBusiness'
import { useGetEnum } from '@/api/getEnum'
import { useGetRegPurpose } from '@/api/getRegPurpose'
import type { InputBinding } from '@/features/sms/PhoneCodeInputs'
import { Skeleton } from '@/features/ui/styled/Skeleton'
import { AreaPicker } from './AreaPicker'
import { ChoiceGroup } from './ChoiceGroup'

/** A lookup list's loading and failure states: a failure offers a retry, never an empty select. */
function Lookup<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton height="10" aria-label={`${what}加载中`} />
  if (query.isError) {
    return (
      <HStack gap="3" role="alert" bg="red.50" borderRadius="md" p="2">
        <Text fontSize="sm" color="red.700">
          {what}加载失败
        </Text>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void query.refetch()}>
          重试
        </Button>
      </HStack>
    )
  }
  return <>{children(query.data)}</>
}

/*
 * The registration fields fed by a lookup list. Each subscribes to its own
 * query, so an answer re-renders the field that shows it, not the whole form.
 */

/** Province, city and district. */
export function AreaField({ binding }: { binding: InputBinding<string[]> }) {
  const query = useGetArea()
  return (
    <Lookup query={query} what="地区">
      {(tree) => <AreaPicker tree={tree} binding={binding} />}
    </Lookup>
  )
}

type ChoicesProps = { binding: InputBinding<string[]>; required?: boolean }

/** A group of checkboxes whose options come from a lookup list; the legend names the list. */
function lookupChoices<T>(useList: () => UseQueryResult<readonly T[]>, legend: string, option: (item: T) => { id: string; label: string }) {
  return function LookupChoices({ binding, required = false }: ChoicesProps) {
    const query = useList()
    return (
      <Lookup query={query} what={legend}>
        {(list) => <ChoiceGroup legend={legend} required={required} options={list.map(option)} binding={binding} />}
      </Lookup>
    )
  }
}

export const ChannelChoices = lookupChoices(useGetEnum, '销售渠道', (c) => ({ id: c.id, label: c.text }))
export const PurposeChoices = lookupChoices(useGetRegPurpose, '注册目的', (c) => ({ id: c.id, label: c.text }))
export const BusinessChoices = lookupChoices(useGetBusiness, '主营产品', (b) => ({ id: b.id, label: b.name }))

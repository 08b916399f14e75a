import type { ComponentProps, ReactNode } from 'react'
import { Box } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useGetArea } from '@/api/getArea'
import { useGetBusiness } from '@/api/getBusiness'
import { useGetEnum } from '@/api/getEnum'
import { useGetRegPurpose } from '@/api/getRegPurpose'
import type { InputBinding } from '@/features/forms/binding'
import { LiveStatus, loadingText } from '@/features/ui/LiveStatus'
import { LoadFailed, useRetryInPlace } from '@/features/ui/LoadFailed'
import { Skeleton } from '@/features/ui/styled/Skeleton'
import { AreaPicker } from './AreaPicker'
import { ChoiceGroup } from './ChoiceGroup'
import { useWords } from '@/app/words'
import { registerWords } from '@/words/zh-CN/register'

/**
 * A lookup list's loading and failure states, in one region: busy while the list loads, with one
 * polite status saying which list (the skeleton only shows it); a failure offers a named retry,
 * never an empty select.
 */
function Lookup<T>({
  query,
  what,
  height,
  children,
}: {
  query: UseQueryResult<T>
  what: string
  /** What the loaded field measures (on a phone a long list wraps onto more rows), so that what is below does not move when it comes (e2e/loading.spec.ts). */
  height: ComponentProps<typeof Skeleton>['height']
  children: (data: T) => ReactNode
}) {
  // A retry after a failure loads again: busy again, the skeleton again.
  const { region, busy, failed, retry, data: list } = useRetryInPlace(query)
  return (
    <Box ref={region} tabIndex={-1} outline="none" aria-busy={busy || undefined} data-testid={`lookup-${what}`}>
      <LiveStatus text={busy ? loadingText(what) : null} />
      {list !== undefined ? (
        children(list)
      ) : failed ? (
        <LoadFailed what={what} onRetry={retry} />
      ) : (
        <Skeleton height={height} aria-hidden="true" />
      )}
    </Box>
  )
}

/*
 * The registration fields fed by a lookup list. Each subscribes to its own
 * query, so an answer re-renders the field that shows it, not the whole form.
 */

/** Province, city and district. */
export function AreaField({ binding }: { binding: InputBinding<string[]> }) {
  const w = useWords(registerWords)
  const query = useGetArea()
  return (
    // Its legend, the search and the three selects (one column on a phone, three from sm).
    <Lookup query={query} what={w.lookups.area} height={{ base: '192px', sm: '104px' }}>
      {(tree) => <AreaPicker tree={tree} binding={binding} />}
    </Lookup>
  )
}

type ChoicesProps = { binding: InputBinding<string[]>; required?: boolean }

/** A group of checkboxes whose options come from a lookup list; the legend names the list (the key of its word). */
function lookupChoices<T>(
  useList: () => UseQueryResult<readonly T[]>,
  name: keyof typeof registerWords.source.lookups,
  option: (item: T) => { id: string; label: string },
) {
  return function LookupChoices({ binding, required = false }: ChoicesProps) {
    const legend = useWords(registerWords).lookups[name]
    const query = useList()
    return (
      // Its legend and one row of choices (a long list on a narrow screen takes more rows).
      <Lookup query={query} what={legend} height="59px">
        {(list) => <ChoiceGroup legend={legend} required={required} options={list.map(option)} binding={binding} />}
      </Lookup>
    )
  }
}

export const ChannelChoices = lookupChoices(useGetEnum, 'channels', (c) => ({ id: c.id, label: c.text }))
export const PurposeChoices = lookupChoices(useGetRegPurpose, 'purposes', (c) => ({ id: c.id, label: c.text }))
export const BusinessChoices = lookupChoices(useGetBusiness, 'businesses', (b) => ({ id: b.id, label: b.name }))

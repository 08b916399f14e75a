import { useId, useMemo, useState } from 'react'
import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Fieldset } from '@/features/ui/styled/Fieldset'
import { Input } from '@/features/ui/styled/Input'
import { NativeSelect } from '@/features/ui/styled/NativeSelect'
import type { AreaNode } from '@/api/lookups'
import type { InputBinding } from '@/features/forms/binding'
import { useEarlyValue } from '@/features/forms/adopt'
import { useWords } from '@/app/words'
import { registerWords } from '@/words/zh-CN/register'

/** A city without districts stands for its own district. */
function districtsOf(city: AreaNode | undefined): AreaNode[] {
  if (!city) return []
  return city.children.length > 0 ? city.children : [{ id: city.id, name: city.name, children: [] }]
}

interface Match {
  ids: [string, string, string]
  label: string
}

/** The regions whose names hold `query`, in any case (an English gloss: `guangdong` finds Guangdong). */
export function searchAreas(tree: readonly AreaNode[], query: string, limit = 8): Match[] {
  const q = query.trim().toLowerCase()
  if (!q) return []
  const out: Match[] = []
  for (const p of tree) {
    for (const c of p.children.length > 0 ? p.children : [{ ...p, children: [] }]) {
      for (const d of districtsOf(c)) {
        const label = [p.name, c.name === p.name ? '' : c.name, d.name === c.name ? '' : d.name].filter(Boolean).join(' / ')
        if (label.toLowerCase().includes(q)) out.push({ ids: [p.id, c.id, d.id], label })
        if (out.length >= limit) return out
      }
    }
  }
  return out
}

/** Province → city → district, three native selects (good on phones) and a search box. */
export function AreaPicker({ tree, binding }: { tree: readonly AreaNode[]; binding: InputBinding<string[]> }) {
  const w = useWords(registerWords)
  const id = useId()
  const [query, setQuery] = useState('')
  const searchRef = useEarlyValue(query, setQuery)
  const [provinceId = '', cityId = '', districtId = ''] = binding.value
  const province = tree.find((p) => p.id === provinceId)
  const cities = province ? (province.children.length > 0 ? province.children : [{ ...province, children: [] }]) : []
  const city = cities.find((c) => c.id === cityId)
  const districts = districtsOf(city)
  const matches = useMemo(() => searchAreas(tree, query), [tree, query])

  const set = (ids: [string, string, string]) => binding.onChange(ids)
  // Picking a level clears the levels below it.
  const levels = [
    { label: w.province, value: provinceId, options: tree, disabled: false, pick: (id: string): [string, string, string] => [id, '', ''] },
    {
      label: w.city,
      value: cityId,
      options: cities,
      disabled: !province,
      pick: (id: string): [string, string, string] => [provinceId, id, ''],
    },
    {
      label: w.district,
      value: districtId,
      options: districts,
      disabled: !city,
      pick: (id: string): [string, string, string] => [provinceId, cityId, id],
    },
  ]

  return (
    // The legend's gap is the content's own mt: without cascade layers the fieldset recipe's spaceY (4)
    // outweighs a style prop, so the root says 1 too (docs/browsers.md: Styles).
    <Fieldset.Root invalid={binding.error !== undefined} spaceY="1">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {w.area}
        <chakra.span color="red.500" ms="1" aria-hidden="true">
          *
        </chakra.span>
      </Fieldset.Legend>
      <Stack gap="2" mt="1">
        <Box position="relative">
          <Input
            ref={searchRef}
            size="sm"
            placeholder={w.areaSearchPlaceholder}
            aria-label={w.areaSearchLabel}
            aria-controls={query.trim() ? `${id}-results` : undefined}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {matches.length > 0 ? (
            <Stack
              id={`${id}-results`}
              gap="0"
              mt="1"
              borderWidth="1px"
              borderRadius="md"
              bg="white"
              role="list"
              aria-label={w.areaResults}
            >
              {matches.map((m) => (
                <Button
                  key={m.ids.join('-')}
                  role="listitem"
                  variant="ghost"
                  size="sm"
                  justifyContent="flex-start"
                  onClick={() => {
                    set(m.ids)
                    setQuery('')
                  }}
                >
                  {m.label}
                </Button>
              ))}
            </Stack>
          ) : query.trim() ? (
            <Text id={`${id}-results`} fontSize="xs" color="gray.500" mt="1">
              {w.areaNoMatch}
            </Text>
          ) : null}
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
          {levels.map((level) => {
            // Where the missing region is to be picked: outlined and announced as a text field with a problem is.
            const missing = binding.error !== undefined && !level.disabled && level.value === ''
            return (
              <NativeSelect.Root key={level.label} size="sm" disabled={level.disabled} invalid={missing}>
                <NativeSelect.Field
                  aria-label={level.label}
                  aria-invalid={missing || undefined}
                  value={level.value}
                  onChange={(e) => set(level.pick(e.target.value))}
                  onBlur={binding.onBlur}
                >
                  <option value="">{w.pickLevel(level.label)}</option>
                  {level.options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )
          })}
        </SimpleGrid>
      </Stack>
      <Fieldset.ErrorText>{binding.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}

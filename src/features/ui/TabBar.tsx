import { useRef, type KeyboardEvent } from 'react'
import { chakra, Flex } from '@chakra-ui/react'

/**
 * A light tablist (WAI-ARIA tabs pattern: arrow keys, Home/End, roving
 * tabindex) for the login card, without a state machine on the first load.
 * Panels are rendered by the caller with `tabPanelProps`.
 */
export function TabBar<T extends string>({
  id,
  tabs,
  value,
  onChange,
  label,
}: {
  id: string
  tabs: ReadonlyArray<{ value: T; label: string }>
  value: T
  onChange: (value: T) => void
  label: string
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  )

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[e.key]
    if (target === undefined) return
    e.preventDefault()
    const next = (target + tabs.length) % tabs.length
    const tab = tabs[next]
    if (!tab) return
    onChange(tab.value)
    refs.current[next]?.focus()
  }

  return (
    // A label stays on one line; tabs that no longer fit side by side (large text) go on to a row of their own.
    <Flex role="tablist" aria-label={label} onKeyDown={onKeyDown} borderBottomWidth="1px" borderColor="gray.200" mb="5" wrap="wrap">
      {tabs.map((tab, i) => {
        const selected = i === index
        return (
          <chakra.button
            key={tab.value}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={selected}
            // Only the shown panel exists: point to it from its own tab.
            aria-controls={selected ? `${id}-panel-${tab.value}` : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            flex="1"
            whiteSpace="nowrap"
            py="2.5"
            fontSize="sm"
            fontWeight={selected ? 'semibold' : 'medium'}
            color={selected ? 'orange.700' : 'gray.600'}
            borderBottomWidth="2px"
            borderColor={selected ? 'orange.500' : 'transparent'}
            mb="-1px"
            cursor="pointer"
            _hover={{ color: 'orange.700' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '-2px' }}
          >
            {tab.label}
          </chakra.button>
        )
      })}
    </Flex>
  )
}

export function tabPanelProps(id: string, value: string) {
  return { role: 'tabpanel', id: `${id}-panel-${value}`, 'aria-labelledby': `${id}-tab-${value}`, tabIndex: 0 } as const
}

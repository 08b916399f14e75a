import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { bindFactory } from '@/api/bindFactory'
import { bindStaffCompany } from '@/api/bindStaffCompany'
import { failureText } from '@/api/errors'
import { browserEnv } from '@/app/browser'
import { decisionTable, need, useDecisions } from '@/app/decisions'
import { useInFlight } from '@/app/useInFlight'
import { showMessage } from '@/app/toaster'
import { messageWords } from '@/words/zh-CN/messages'
import { getCompanyList, getFactoryList } from '@/session/lists'
import { getFactoryUrl, getStrNo, isAutoLoginStored, readLocal } from '@/session/storage'
import { PageShell } from '@/features/layout/PageShell'
import { Entrance } from '@/features/ui/Entrance'
import { useWords } from '@/app/words'
import { bindingWords } from '@/words/zh-CN/binding'

export type ListVariant = 'company' | 'staff' | 'factory'

interface Card {
  id: string
  title: string
  /** Each line's label (the key of its word) and value. */
  lines: Array<[label: keyof typeof bindingWords.source.card, value: string]>
}

function loadCards(variant: ListVariant): Card[] | null {
  if (variant === 'factory') {
    return (
      getFactoryList()?.map((f) => ({
        id: f.factory_id,
        title: f.factory_name,
        lines: [
          ['factoryNo', f.factory_id],
          ['contact', f.contact],
          ['phone', f.mobilephone],
        ],
      })) ?? null
    )
  }
  return (
    getCompanyList()?.map((c) => ({
      id: c.id,
      title: c.name,
      lines: [
        ['companyNo', c.id],
        ['contact', c.contact],
        ['mobile', c.mobilephone],
        ['address', `${c.province_name}${c.city_name}${c.district_name}${c.address}`],
      ],
    })) ?? null
  )
}

/**
 * Selectable cards: a radio group (one company) or a group of checkboxes
 * (factories). Click or Space/Enter selects; on a selected card it deselects;
 * arrow keys move between cards.
 */
function SelectableCards({
  cards,
  selected,
  onToggle,
  multiple,
  label,
}: {
  cards: readonly Card[]
  selected: readonly string[]
  onToggle: (id: string) => void
  multiple: boolean
  label: string
}) {
  const w = useWords(bindingWords)
  const refs = useRef<Array<HTMLDivElement | null>>([])
  const [focus, setFocus] = useState(() =>
    Math.max(
      0,
      cards.findIndex((c) => selected.includes(c.id)),
    ),
  )

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>, index: number, id: string) {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: cards.length - 1,
    }
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault()
      onToggle(id)
      return
    }
    const target = moves[e.key]
    if (target === undefined) return
    e.preventDefault()
    const next = Math.min(Math.max(target, 0), cards.length - 1)
    setFocus(next)
    refs.current[next]?.focus()
  }

  return (
    <Stack role={multiple ? 'group' : 'radiogroup'} aria-label={label} gap="3">
      {cards.map((card, i) => {
        const checked = selected.includes(card.id)
        return (
          <Box
            key={card.id}
            ref={(el: HTMLDivElement | null) => {
              refs.current[i] = el
            }}
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={checked}
            aria-label={card.title}
            tabIndex={i === focus ? 0 : -1}
            onClick={() => {
              setFocus(i)
              onToggle(card.id)
            }}
            onKeyDown={(e) => onKeyDown(e, i, card.id)}
            cursor="pointer"
            borderWidth="2px"
            borderColor={checked ? 'orange.500' : 'gray.200'}
            bg={checked ? 'orange.50' : 'white'}
            borderRadius="lg"
            p="4"
            css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 8rem' }}
            _hover={{ borderColor: checked ? 'orange.500' : 'orange.200' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '2px' }}
            data-testid="card"
            position="relative"
          >
            <SelectionMark checked={checked} />
            <Text fontWeight="semibold" mb="1" pr="8">
              {card.title}
            </Text>
            {card.lines.map(([k, value]) => (
              <Text key={k} fontSize="sm" color="gray.600">
                {w.cardLine(w.card[k], value || '—')}
              </Text>
            ))}
          </Box>
        )
      })}
    </Stack>
  )
}

/**
 * The mark of a selected card: it pops in when the card is selected, so the change is seen where
 * the finger is (placed over the card's corner: nothing moves), and is gone when it is deselected.
 */
function SelectionMark({ checked }: { checked: boolean }) {
  return checked ? (
    <Entrance from={{ scale: 0.4, opacity: 0 }} data-testid="selection-mark" aria-hidden="true" style={MARK}>
      ✓
    </Entrance>
  ) : null
}

const MARK = {
  position: 'absolute',
  top: 10,
  right: 10,
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: '#dd6b20',
  color: '#fff',
  fontSize: 14,
  lineHeight: '22px',
  textAlign: 'center',
} as const

const TITLES: Record<ListVariant, 'pickCompanyTitle' | 'pickFactoryTitle'> = {
  company: 'pickCompanyTitle',
  staff: 'pickCompanyTitle',
  factory: 'pickFactoryTitle',
}

/**
 * /bindCompany, /bindcompany_staff, /bindFactory: pick from the list the
 * previous step saved, then confirm (spec section 4, confirm bind).
 */
export function CardListScreen({ variant }: { variant: ListVariant }) {
  const w = useWords(bindingWords)
  const messages = useWords(messageWords)
  const navigate = useNavigate()
  const apply = useDecisions()
  const [cards, setCards] = useState<Card[] | null | undefined>(undefined)
  const [selected, setSelected] = useState<string[]>([])
  const flight = useInFlight()
  const multiple = variant === 'factory'
  const back = variant === 'factory' ? '/bindFacPhone' : '/bindPhone'

  useEffect(() => setCards(loadCards(variant)), [variant])

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : multiple ? [...current, id] : [id]))

  function confirm() {
    if (selected.length === 0) {
      showMessage('error', multiple ? w.selectFactoryFirst : messages.selectCompanyFirst)
      return
    }
    const strNo = getStrNo() ?? undefined
    const autoLogin = isAutoLoginStored()
    const env = browserEnv()
    return flight.run(async () => {
      try {
        if (variant === 'factory') {
          const [answer, { decide }] = await Promise.all([
            bindFactory({ mobile: readLocal('phone') ?? '', strNo, id: selected }),
            need(decisionTable),
          ])
          apply(decide({ kind: 'confirmFactory', autoLogin, factoryUrl: getFactoryUrl(), ...env }, answer))
        } else {
          const [answer, { decide }] = await Promise.all([
            bindStaffCompany({ mobile: readLocal('mobile') ?? '', strNo, id: selected[0] ?? '' }),
            need(decisionTable),
          ])
          apply(decide({ kind: 'confirmCompany', autoLogin, ...env }, answer))
        }
      } catch (e) {
        showMessage('error', failureText(e))
      }
    })
  }

  return (
    <PageShell title={w[TITLES[variant]]} width="2xl">
      {cards === undefined ? null : cards === null || cards.length === 0 ? (
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Text color="gray.700">{multiple ? w.noFactory : w.noCompany}</Text>
          <Button colorPalette="orange" onClick={() => void navigate({ to: variant === 'staff' ? '/login' : back })}>
            {w.back}
          </Button>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text fontSize="sm" color="gray.600">
            {multiple ? w.pickFactoryHint : w.pickCompanyHint}
          </Text>
          <SelectableCards
            cards={cards}
            selected={selected}
            onToggle={toggle}
            multiple={multiple}
            label={multiple ? w.factoriesLabel : w.companiesLabel}
          />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" position="sticky" bottom="0" bg="white" py="3">
            <Button colorPalette="orange" onClick={() => void confirm()} loading={flight.busy} loadingText={w.confirming}>
              {w.confirm}
            </Button>
            {multiple ? (
              <Button variant="outline" onClick={() => void navigate({ to: '/bindFacPhone' })}>
                {w.findFactoryAgain}
              </Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => void navigate({ to: '/bindPhone' })}>
                  {w.bindOtherCompany}
                </Button>
                <Button variant="outline" onClick={() => void navigate({ to: '/company' })}>
                  {w.registerCompany}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      )}
    </PageShell>
  )
}

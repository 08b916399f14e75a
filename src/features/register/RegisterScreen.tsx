import { useEffect, useMemo, useState } from 'react'
import { Box, Button, Flex, Spinner, Text, type FlexProps } from '@chakra-ui/react'
import type { GetErrorExaminePayload } from '@/api/getErrorExamine'
import { WithQuery } from '@/app/WithQuery'
import { registerOpening } from '@/start/pageReads'
import { writeLocal } from '@/session/storage'
import { PageShell } from '@/features/layout/PageShell'
import { TabBar, tabPanelProps } from '@/features/ui/TabBar'
import { CompanyForm } from './CompanyForm'
import { FactoryForm } from './FactoryForm'
import { companyValuesFrom, factoryValuesFrom } from './schemas'
import { Entrance } from '@/features/ui/Entrance'
import { LiveStatus } from '@/features/ui/LiveStatus'
import { useRetryInPlace } from '@/features/ui/LoadFailed'
import { rejectedApplicationPayload } from './rejectedApplicationPayload'
import { useRejectedApplication } from './useRejectedApplication'
import { useWords } from '@/app/words'
import { registerWords } from '@/words/zh-CN/register'

/**
 * The edit page's line above the form: what it says (the key of its word) while reading, once read, and when reading
 * failed, and its colours. The box and its text keep one place in every state (full width, the
 * same padding and border, the text first), so what it says changes without anything moving.
 */
const PREVIOUS_LINE: Record<'reading' | 'read' | 'failed', { text: keyof typeof registerWords.source.previous; style: FlexProps }> = {
  reading: { text: 'reading', style: { bg: 'white', shadow: 'sm', borderColor: 'border' } },
  read: { text: 'read', style: { color: 'gray.600' } },
  failed: { text: 'failed', style: { bg: 'orange.50', color: 'orange.800', borderColor: 'orange.100' } },
}

export interface RegisterSearch {
  id?: '1' | 'edit' | 'editFactory' | undefined
}

type Tab = 'company' | 'factory'

/**
 * /register and /company: buyer and factory registration (spec section 2).
 * id=1 registers with the bound identity (stored strNo); id=edit / editFactory
 * edit a rejected application, prefilled from getErrorExamine.
 */
export function RegisterScreen({ search }: { search: RegisterSearch }) {
  return (
    <WithQuery>
      <Register search={search} />
    </WithQuery>
  )
}

function Register({ search }: { search: RegisterSearch }) {
  const w = useWords(registerWords)
  const opening = registerOpening(search.id)
  const editing = opening.editing ? opening.form : null
  const [tab, setTab] = useState<Tab>(opening.form)
  const [examine, setExamine] = useState<GetErrorExaminePayload | null>(null)

  useEffect(() => {
    if (editing) {
      // The spec's edit flags: a company, or a factory, is being edited.
      writeLocal(editing === 'company' ? 'editcompany' : 'edit', '1')
      setTab(editing)
      setExamine(rejectedApplicationPayload(editing))
    }
  }, [editing])

  const previous = useRejectedApplication(examine)
  // Read again after a failure: busy again, focus kept on the form's panel (its tabpanel). The answer
  // comes with busy's end, in one render that yields to input: the line, its status, the form's
  // values and whether it is inert change together.
  const { region: panel, busy, failed, retry, data: answer } = useRetryInPlace(previous)
  const loading = editing !== null && busy
  // Prefill once per answer, not on every render (it resets the form).
  const companyInitial = useMemo(() => (editing && answer ? companyValuesFrom(answer) : null), [editing, answer])
  const factoryInitial = useMemo(() => (editing && answer ? factoryValuesFrom(answer) : null), [editing, answer])
  const kind = editing ?? tab
  // Sent with the bound identity (src/session's strNo): id=1 and an edit.
  const identity = search.id === '1' || editing !== null
  const title = editing ? (editing === 'company' ? w.editCompanyTitle : w.editFactoryTitle) : w.title

  const tabs = [
    { value: 'company' as const, label: w.companyRegistration },
    { value: 'factory' as const, label: w.factoryRegistration },
  ].filter((t) => !editing || t.value === editing)
  const line = PREVIOUS_LINE[failed ? 'failed' : loading ? 'reading' : 'read']

  // Editing shows the form it edits from the start, busy until the earlier application has
  // arrived (then filled in): the page keeps the registration page's layout. Above the form, one
  // line of constant height says how reading it went (reading, read, or failed with a retry), so
  // nothing moves whichever comes: on a 360-390 px phone the failure wraps onto two rows (its text,
  // then the retry) within the line's 80 px (e2e/loading.spec.ts holds the form's top).
  return (
    <PageShell title={title} width="2xl" showRegister={false}>
      <TabBar id="register" label={editing ? w.editKindsLabel : w.kindsLabel} tabs={tabs} value={kind} onChange={setTab} />
      <Box ref={panel} {...tabPanelProps('register', kind)}>
        {/* The form's one status, in the page from the start so that what it says is announced;
            the line below shows the same words to the eye. */}
        <LiveStatus text={loading ? w.previous.reading : null} data-testid="previous-status" />
        {editing ? (
          <Box minH={{ base: '20', sm: '14' }} mb="4" data-testid="previous-line">
            {/* One box whose one text changes (reading, read, failed with a retry): the text in the
                first paint is the one that changes, so the page's largest paint stays its first
                (a new element would be a new, later one), and nothing is inserted above the form. */}
            <Flex
              role={failed ? 'alert' : undefined}
              aria-hidden={loading ? 'true' : undefined}
              align="center"
              flexWrap="wrap"
              columnGap="3"
              rowGap="3"
              px="3"
              py="2.5"
              borderRadius="md"
              borderWidth="1px"
              borderColor="transparent"
              fontSize="sm"
              {...line.style}
            >
              <Text>{w.previous[line.text]}</Text>
              {loading ? <Spinner size="sm" color="orange.500" /> : null}
              {failed ? (
                // Its 32 px stand 6 px into the padding above and below: the row keeps the text's
                // height, so the text does not move when the button comes.
                <Button size="xs" my="-1.5" variant="outline" colorPalette="orange" onClick={retry}>
                  {w.previous.retry}
                </Button>
              ) : null}
            </Flex>
          </Box>
        ) : null}
        <Box inert={loading} aria-busy={loading || undefined} opacity={loading ? 0.6 : undefined}>
          {/* The other form slides in from its tab's side: which form this is now is what changed. An edit
              page's form is another form than the new registration's (its own draft: useFormDraft). */}
          <Entrance
            key={editing ? `edit-${kind}` : kind}
            from={{ opacity: 0, x: kind === 'company' ? -16 : 16 }}
            data-testid="register-panel"
          >
            {kind === 'company' ? (
              <CompanyForm identity={identity} editing={editing !== null} initial={companyInitial} waiting={loading} />
            ) : (
              <FactoryForm identity={identity} editing={editing !== null} initial={factoryInitial} waiting={loading} />
            )}
          </Entrance>
        </Box>
      </Box>
    </PageShell>
  )
}

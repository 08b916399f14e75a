import { useState } from 'react'
import { Button, CloseButton, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Card } from '@/features/ui/styled/Card'
import { Dialog } from '@/features/ui/styled/Dialog'
import { Field } from '@/features/ui/styled/Field'
import { Input } from '@/features/ui/styled/Input'
import { useNavigate } from '@tanstack/react-router'
import { browserEnv } from '@/app/browser'
import { showMessage } from '@/app/toaster'
import { messageWords } from '@/words/zh-CN/messages'
import { loginDialogWords } from '@/words/zh-CN/loginDialogs'
import { uiWords } from '@/words/zh-CN/ui'
import { useWords } from '@/app/words'
import { decideAccountPick, type AccountType } from '@/outcomes/navigation'
import type { Decision, Dialog as DialogSpec } from '@/outcomes/types'
import { trustedUrl } from '@/outcomes/urls'
import { getLoginNumber, writeLocal } from '@/session/storage'
import { Entrance } from '@/features/ui/Entrance'

interface Props {
  dialog: DialogSpec
  busy: boolean
  /** Closed because an action was taken. */
  onClose: () => void
  /** Closed by the user (close button, Escape, cancel) without an action. */
  onDismiss: () => void
  /** The confirm button of the rebind prompt. */
  onConfirm?: (() => void) | null
  apply: (decision: Decision) => void
  /** A control had focus as it opened (the button that opened it gets focus back), or none (an answer opened it). */
  fromControl?: boolean
}

/** The submit button of the form the page shows (a tab's hidden panel is not shown), or null. */
function shownSubmitButton(): HTMLElement | null {
  return (
    Array.from(document.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')).find(
      (b) => !b.disabled && b.offsetParent !== null,
    ) ?? null
  )
}

/** The dialogs a sign-in decision may open (spec section 4). Loaded on first use. */
export default function LoginDialogs({ dialog, busy, onClose, onDismiss, onConfirm, apply, fromControl = false }: Props) {
  const w = useWords(loginDialogWords)
  const ui = useWords(uiWords)
  const messages = useWords(messageWords)
  const navigate = useNavigate()
  const [jumpUrl, setJumpUrl] = useState('')
  const [jumpError, setJumpError] = useState<string | null>(null)

  function pick(type: AccountType) {
    if (dialog.dialog !== 'accountType') return
    apply(decideAccountPick(type, dialog.isBan, getLoginNumber()))
  }

  function closeInfo() {
    onClose()
    if (dialog.dialog === 'info' && dialog.then) apply({ row: 'dialog.info.then', effects: [dialog.then] })
  }

  function confirmJump() {
    const value = jumpUrl.trim()
    if (!value) {
      setJumpError(messages.jumpRequired)
      return
    }
    const env = browserEnv()
    const url = trustedUrl(value, env.config, env.origin)
    if (!url) {
      setJumpError(w.jumpNotAllowed)
      return
    }
    // The test factory's address: leaving for the factory app goes there (spec section 2).
    writeLocal('url', url.href)
    writeLocal('factory_url', url.href)
    showMessage('success', w.jumpSaved)
    onClose()
  }

  const go = (to: '/register' | '/bindPhone' | '/bindFacPhone') => {
    onClose()
    void navigate({ to })
  }

  return (
    <Dialog.Root
      open
      role={dialog.dialog === 'accountType' || dialog.dialog === 'jump' ? 'dialog' : 'alertdialog'}
      onOpenChange={(e) => (e.open ? undefined : dialog.dialog === 'info' ? closeInfo() : onDismiss())}
      placement="center"
      closeOnInteractOutside={false}
      // Opened by an answer, the dialog has no opener to give focus back to (the busy submit button let it go):
      // the sent form's submit button takes it. Opened by a button, it gives focus back to that button.
      finalFocusEl={() => (fromControl ? null : shownSubmitButton())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid={`dialog-${dialog.dialog}`}>
            <Dialog.Header>
              <Dialog.Title>{w.titles[dialog.dialog]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {dialog.dialog === 'accountType' ? (
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  {(['company', 'factory'] as const).map((type, i) => (
                    // The two choices come in one after the other: there are two, and both are choices.
                    <Entrance key={type} delay={i * 0.08} waitForCode data-testid="chooser-card">
                      <Card.Root variant="outline" height="full">
                        <Card.Body gap="2">
                          <Card.Title>{w.accounts[type].title}</Card.Title>
                          <Text fontSize="sm" color="gray.600">
                            {w.accounts[type].hint}
                          </Text>
                        </Card.Body>
                        <Card.Footer>
                          <Button
                            colorPalette="orange"
                            width="full"
                            loading={busy}
                            onClick={() => pick(type)}
                            aria-label={w.enterClient(w.accounts[type].title)}
                          >
                            {w.enter}
                          </Button>
                        </Card.Footer>
                      </Card.Root>
                    </Entrance>
                  ))}
                </SimpleGrid>
              ) : null}
              {dialog.dialog === 'unregistered' || dialog.dialog === 'info' || dialog.dialog === 'rebind' ? (
                <Text>{dialog.text}</Text>
              ) : null}
              {dialog.dialog === 'jump' ? (
                <Field.Root invalid={jumpError !== null} required>
                  <Field.Label>{w.jumpLabel}</Field.Label>
                  <Input value={jumpUrl} onChange={(e) => setJumpUrl(e.target.value)} placeholder="https://" inputMode="url" />
                  <Field.ErrorText>{jumpError}</Field.ErrorText>
                </Field.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {dialog.dialog === 'unregistered' ? (
                <Stack direction={{ base: 'column', sm: 'row' }} width="full" justify="flex-end">
                  <Button colorPalette="orange" onClick={() => go('/register')}>
                    {w.register}
                  </Button>
                  <Button variant="outline" onClick={() => go('/bindPhone')}>
                    {w.bindCompany}
                  </Button>
                  <Button variant="outline" onClick={() => go('/bindFacPhone')}>
                    {w.bindFactory}
                  </Button>
                </Stack>
              ) : null}
              {dialog.dialog === 'rebind' ? (
                <>
                  <Button variant="outline" onClick={onDismiss} disabled={busy}>
                    {w.cancel}
                  </Button>
                  <Button colorPalette="orange" loading={busy} onClick={() => onConfirm?.()}>
                    {w.confirm}
                  </Button>
                </>
              ) : null}
              {dialog.dialog === 'info' ? (
                <Button colorPalette="orange" onClick={closeInfo}>
                  {w.ok}
                </Button>
              ) : null}
              {dialog.dialog === 'jump' ? (
                <Button colorPalette="orange" onClick={confirmJump}>
                  {w.ok}
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ui.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

import { useState } from 'react'
import { Button, CloseButton, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Card } from '@/features/ui/styled/Card'
import { Dialog } from '@/features/ui/styled/Dialog'
import { Field } from '@/features/ui/styled/Field'
import { Input } from '@/features/ui/styled/Input'
import { useNavigate } from '@tanstack/react-router'
import { browserEnv } from '@/app/browser'
import { showMessage } from '@/app/toaster'
import { MSG } from '@/words/zh-CN/messages'
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
}

const TITLES: Record<DialogSpec['dialog'], string> = {
  accountType: '请选择登录的账号类型',
  unregistered: '账号未注册',
  rebind: '确认换绑',
  info: '提示',
  jump: '选择跳转地址',
}

/** The dialogs a sign-in decision may open (spec section 4). Loaded on first use. */
export default function LoginDialogs({ dialog, busy, onClose, onDismiss, onConfirm, apply }: Props) {
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
      setJumpError(MSG.jumpRequired)
      return
    }
    const env = browserEnv()
    const url = trustedUrl(value, env.config, env.origin)
    if (!url) {
      setJumpError('该地址不在允许的范围内')
      return
    }
    // The test factory's address: leaving for the factory app goes there (spec section 2).
    writeLocal('url', url.href)
    writeLocal('factory_url', url.href)
    showMessage('success', '跳转地址已保存')
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
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid={`dialog-${dialog.dialog}`}>
            <Dialog.Header>
              <Dialog.Title>{TITLES[dialog.dialog]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {dialog.dialog === 'accountType' ? (
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  {(
                    [
                      ['company', '公司客户端', '采购商：找工厂、看样品、下订单'],
                      ['factory', '工厂客户端', '工厂：展示产品、接收询价'],
                    ] as const
                  ).map(([type, title, hint], i) => (
                    // The two choices come in one after the other: there are two, and both are choices.
                    <Entrance key={type} delay={i * 0.08} waitForCode data-testid="chooser-card">
                      <Card.Root variant="outline" height="full">
                        <Card.Body gap="2">
                          <Card.Title>{title}</Card.Title>
                          <Text fontSize="sm" color="gray.600">
                            {hint}
                          </Text>
                        </Card.Body>
                        <Card.Footer>
                          <Button colorPalette="orange" width="full" loading={busy} onClick={() => pick(type)} aria-label={`进入${title}`}>
                            进入
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
                  <Field.Label>跳转地址</Field.Label>
                  <Input value={jumpUrl} onChange={(e) => setJumpUrl(e.target.value)} placeholder="https://" inputMode="url" />
                  <Field.ErrorText>{jumpError}</Field.ErrorText>
                </Field.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {dialog.dialog === 'unregistered' ? (
                <Stack direction={{ base: 'column', sm: 'row' }} width="full" justify="flex-end">
                  <Button colorPalette="orange" onClick={() => go('/register')}>
                    注册
                  </Button>
                  <Button variant="outline" onClick={() => go('/bindPhone')}>
                    绑定公司
                  </Button>
                  <Button variant="outline" onClick={() => go('/bindFacPhone')}>
                    绑定工厂
                  </Button>
                </Stack>
              ) : null}
              {dialog.dialog === 'rebind' ? (
                <>
                  <Button variant="outline" onClick={onDismiss} disabled={busy}>
                    取消
                  </Button>
                  <Button colorPalette="orange" loading={busy} onClick={() => onConfirm?.()}>
                    确认
                  </Button>
                </>
              ) : null}
              {dialog.dialog === 'info' ? (
                <Button colorPalette="orange" onClick={closeInfo}>
                  确定
                </Button>
              ) : null}
              {dialog.dialog === 'jump' ? (
                <Button colorPalette="orange" onClick={confirmJump}>
                  确定
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

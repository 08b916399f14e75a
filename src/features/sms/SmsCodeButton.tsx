import { Button, type ButtonProps } from '@chakra-ui/react'
import { getCodeLabel } from '@/outcomes/controls'
import type { SendMode } from '@/api/sendCode'
import { SHELL } from '@/start/protocol'
import { useWords } from '@/app/words'
import { smsWords } from '@/words/zh-CN/sms'

/** Which send a get-code button makes: its form's countdown scope, the phone rules, the empty-phone text. */
export interface SendAs {
  scope: string
  mode: SendMode
  emptyMessage?: string | undefined
}

/**
 * The get-code button: disabled while sending and during the countdown, its countdown label (getCodeLabel).
 * Its `data-sms-*` attributes say which send it makes, so a tap before the app is ready can make
 * it (src/start/early.ts, src/beforeApp.ts).
 */
export function SmsCodeButton({
  remaining,
  sending,
  onClick,
  sendAs,
  ...rest
}: { remaining: number; sending: boolean; onClick: () => void; sendAs: SendAs } & Omit<ButtonProps, 'onClick'>) {
  const w = useWords(smsWords)
  const counting = remaining > 0
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="orange"
      flexShrink={0}
      // Never wider than its row: with large text it has a row of its own (PhoneCodeInputs).
      minW="min(8.5rem, 100%)"
      onClick={onClick}
      disabled={counting || sending}
      loading={sending}
      loadingText={w.sending}
      aria-live="polite"
      data-testid="get-code"
      // What the send before the app reads (src/beforeApp.ts).
      {...{ [SHELL.smsSend]: JSON.stringify(sendAs) }}
      // The page may have shown a send's countdown before the app (src/beforeApp.ts): hydration keeps
      // those words (no second render of the page), and this renders them from the same deadline right after.
      suppressHydrationWarning
      {...rest}
    >
      {getCodeLabel(remaining)}
    </Button>
  )
}

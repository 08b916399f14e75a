import { Button, type ButtonProps } from '@chakra-ui/react'
import { countdownLabel } from '@/outcomes/controls'

/** The get-code button: disabled while sending and during the countdown, label `N 秒后重新获取`. */
export function SmsCodeButton({
  remaining,
  sending,
  onClick,
  ...rest
}: { remaining: number; sending: boolean; onClick: () => void } & Omit<ButtonProps, 'onClick'>) {
  const counting = remaining > 0
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="orange"
      flexShrink={0}
      minW="8.5rem"
      onClick={onClick}
      disabled={counting || sending}
      loading={sending}
      loadingText="发送中"
      aria-live="polite"
      data-testid="get-code"
      {...rest}
    >
      {counting ? countdownLabel(remaining) : '获取验证码'}
    </Button>
  )
}

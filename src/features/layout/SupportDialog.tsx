import { Button, CloseButton, Image, Portal, Text } from '@chakra-ui/react'
import { Dialog } from '@/features/ui/styled/Dialog'
import { useWords } from '@/app/words'
import { uiWords } from '@/words/zh-CN/ui'

/** The contact-support modal with the customer-service QR code. */
export default function SupportDialog({ open, onClose, qrUrl }: { open: boolean; onClose: () => void; qrUrl: string }) {
  const w = useWords(uiWords)
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{w.support}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body textAlign="center">
              <Image src={qrUrl} alt={w.supportQrAlt} boxSize="48" mx="auto" />
              <Text mt="3" color="gray.600" fontSize="sm">
                {w.supportHours}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{w.gotIt}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={w.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

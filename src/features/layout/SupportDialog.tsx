import { Button, CloseButton, Image, Portal, Text } from '@chakra-ui/react'
import { Dialog } from '@/features/ui/styled/Dialog'

/** The contact-support modal with the customer-service QR code. */
export default function SupportDialog({ open, onClose, qrUrl }: { open: boolean; onClose: () => void; qrUrl: string }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>联系客服</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body textAlign="center">
              <Image src={qrUrl} alt="客服微信二维码" boxSize="48" mx="auto" />
              <Text mt="3" color="gray.600" fontSize="sm">
                微信扫码添加客服，工作日 9:00–18:00 在线
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>知道了</Button>
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

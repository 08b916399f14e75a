import { startTransition, useEffect, useId, useRef, useState } from 'react'
import { Box, Button, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Field } from '@/features/ui/styled/Field'
import { fileExtension, uploadImage } from '@/api/upload'
import { onDemand } from '@/app/onDemand'
import { showMessage } from '@/app/toaster'
import { messageWords } from '@/words/zh-CN/messages'
import { uploadWords } from '@/words/zh-CN/upload'
import { useWords } from '@/app/words'
import type { InputBinding } from '@/features/forms/binding'
import { LabelText } from '@/features/forms/LabelText'
import { Entrance } from '@/features/ui/Entrance'

const BAR = { bg: 'orange.500', borderRadius: 'full' }
/** A native <progress>, drawn as a thin orange bar in every engine (WebKit's and Firefox's own parts). */
const UploadProgress = chakra('progress', {
  base: {
    display: 'block',
    appearance: 'none',
    width: 'full',
    height: '1.5',
    border: 'none',
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'gray.100',
    '&::-webkit-progress-bar': { bg: 'gray.100' },
    '&::-webkit-progress-value': BAR,
    '&::-moz-progress-bar': BAR,
    // Where the system paints its own colours, the engine's own bar (colours set here would not show).
    '@media (forced-colors: active)': { appearance: 'auto' },
  },
})

/** jpg, jpeg or png only (spec section 5). */
const ALLOWED_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const
const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/pjpeg']
/** Photos above this are downscaled in the browser before upload. */
const DOWNSCALE_ABOVE_BYTES = 1.5 * 1024 * 1024
const downscaler = onDemand(() => import('./downscale'))

/** What to send for `file`: itself, or a large photo downscaled; null where it could not be (./downscale reports why, or its code did not arrive). */
async function toSend(file: File): Promise<Blob | null> {
  if (file.size <= DOWNSCALE_ABOVE_BYTES) return file
  const code = await downscaler.load()
  return code ? code.downscale(file) : null
}

export function isAllowedImage(file: { name: string; type: string }): boolean {
  const ext = fileExtension(file.name) as (typeof ALLOWED_EXTENSIONS)[number]
  return ALLOWED_EXTENSIONS.includes(ext) && (file.type === '' || ALLOWED_TYPES.includes(file.type))
}

/** The first bytes of a JPEG (FF D8 FF) and of a PNG (89 'PNG'): a file renamed .jpg (a PDF, a WebP) is no image the back end can keep. */
const SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
] as const

export function startsLikeImage(head: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte))
}

/** Whether a file's first bytes are an image's; true when they cannot be read (changed on disk since it was picked): it goes on to fail where reading it is said and retried. */
async function startsLikeImageOrUnread(file: Blob): Promise<boolean> {
  return file
    .slice(0, 4)
    .arrayBuffer()
    .then(
      (bytes) => startsLikeImage(new Uint8Array(bytes)),
      () => true,
    )
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; progress: number } | { kind: 'failed'; file: File; message: string }

/**
 * One image of a registration form: pick (jpg/png), downscale when large,
 * direct upload with progress, preview, replace, remove and retry.
 */
export function ImageUpload({
  label,
  binding,
  required = false,
  hint,
}: {
  label: string
  binding: InputBinding<string>
  required?: boolean
  hint?: string
}) {
  const id = useId()
  const w = useWords(uploadWords)
  const messages = useWords(messageWords)
  const input = useRef<HTMLInputElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [preview, setPreview] = useState<string | null>(null)
  const [formatError, setFormatError] = useState<string | null>(null)

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  async function start(file: File) {
    setFormatError(null)
    if (!isAllowedImage(file) || !(await startsLikeImageOrUnread(file))) {
      const message = messages.uploadFormat(file.name)
      setFormatError(message)
      showMessage('error', message)
      return
    }
    // The preview and the progress bar come in a transition, rendered in slices: the pick answers at
    // once on a slow phone instead of in one long task.
    startTransition(() => {
      setPreview(URL.createObjectURL(file))
      setPhase({ kind: 'uploading', progress: 0 })
    })
    const fail = (message: string) => {
      setPhase({ kind: 'failed', file, message })
      showMessage('error', message)
    }
    try {
      const body = await toSend(file)
      // A photo that could not be downscaled is not sent: the person is told so, and may try again or pick another.
      if (!body) return fail(messages.uploadNotDownscaled(file.name))
      const url = await uploadImage(body, file.name, (progress) => setPhase({ kind: 'uploading', progress }))
      binding.onChange(url)
      setPhase({ kind: 'idle' })
      showMessage('success', messages.uploadOk)
    } catch {
      fail(messages.uploadFailed)
    }
  }

  const shown = phase.kind === 'idle' ? binding.value || preview : (preview ?? binding.value)
  const error = formatError ?? (phase.kind === 'failed' ? phase.message : binding.error)
  const busy = phase.kind === 'uploading'

  return (
    <Field.Root invalid={error !== undefined && error !== null} required={required}>
      <Field.Label htmlFor={`${id}-file`}>
        <LabelText label={label} required={required} />
      </Field.Label>
      {/* The buttons and the hint beside the preview while they have room, under it with large text. */}
      <HStack align="flex-start" gap="3" width="full" wrap="wrap">
        <Box
          boxSize="24"
          flexShrink={0}
          borderWidth="1px"
          borderStyle={shown ? 'solid' : 'dashed'}
          borderColor="gray.300"
          borderRadius="md"
          overflow="hidden"
          bg="gray.50"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {shown ? (
            // Each new image comes in: the user sees that what they picked is the one that is there. Keyed
            // by the picked file's preview, so the stored copy replacing it after the upload does not come in again.
            <Entrance key={preview ?? shown} from={{ opacity: 0, scale: 0.92 }} style={{ width: '100%', height: '100%' }}>
              <Image src={shown} alt={w.preview(label)} objectFit="cover" width="full" height="full" />
            </Entrance>
          ) : (
            <Text fontSize="xs" color="gray.500">
              {w.none}
            </Text>
          )}
        </Box>
        <Stack gap="2" flex="1 1 8rem" minW="0">
          <chakra.input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            srOnly
            data-testid={`upload-${label}`}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void start(file)
            }}
          />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              {binding.value ? w.replace : w.choose}
            </Button>
            {phase.kind === 'failed' ? (
              <Button size="sm" colorPalette="orange" onClick={() => void start(phase.file)}>
                {w.retry}
              </Button>
            ) : null}
            {binding.value && !busy ? (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => {
                  binding.onChange('')
                  setPreview(null)
                }}
              >
                {w.remove}
              </Button>
            ) : null}
          </HStack>
          {/* The browser's own progress bar: a progressbar to assistive technology, named for what uploads. */}
          {phase.kind === 'uploading' ? (
            <UploadProgress max={100} value={Math.round(phase.progress * 100)} aria-label={w.progress(label)} />
          ) : null}
          <Text fontSize="xs" color="gray.500">
            {hint ?? w.formats}
          </Text>
        </Stack>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

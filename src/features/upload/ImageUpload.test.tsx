import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { http, HttpResponse } from 'msw'
import { appSystem } from '@/app/system'
import { AppToaster } from '@/app/toaster'
import { demoDb, testServer } from '@/test/server'
import { ImageUpload, isAllowedImage, startsLikeImage } from './ImageUpload'

const downscale = vi.fn<(file: File) => Promise<Blob | null>>()
vi.mock('./downscale', () => ({ downscale: (file: File) => downscale(file) }))

function Harness() {
  const [value, setValue] = useState('')
  return (
    <ChakraProvider value={appSystem()}>
      <ImageUpload label="营业执照" required binding={{ value, onChange: setValue, onBlur: () => undefined, error: undefined }} />
      <output data-testid="value">{value}</output>
      <AppToaster />
    </ChakraProvider>
  )
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'licence.png', { type: 'image/png' })

beforeEach(async () => {
  const { toaster } = await import('@/app/toaster-impl')
  toaster.remove()
})

describe('image upload (spec section 5, contract "Direct upload")', () => {
  it('accepts jpg, jpeg and png only', () => {
    expect(isAllowedImage({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true)
    expect(isAllowedImage({ name: 'a.jpeg', type: '' })).toBe(true)
    expect(isAllowedImage({ name: 'a.png', type: 'image/png' })).toBe(true)
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' })).toBe(false)
    expect(isAllowedImage({ name: 'a.png', type: 'image/svg+xml' })).toBe(false)
    expect(isAllowedImage({ name: 'png', type: 'image/png' })).toBe(false)
  })

  it('refuses another type with the file name, and uploads nothing', async () => {
    render(<Harness />)
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByTestId('upload-营业执照'), new File(['x'], '执照.pdf', { type: 'application/pdf' }))
    expect((await screen.findAllByText('文件 执照.pdf 格式不正确，请上传 jpg 或 png 格式的图片')).length).toBeGreaterThan(0)
    expect(demoDb().files.size).toBe(0)
  })

  it('refuses a file named .jpg or .png that is neither inside, with the same message, and uploads nothing', async () => {
    expect(startsLikeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true)
    expect(startsLikeImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(true)
    // A PDF, a WebP, an empty file.
    expect(startsLikeImage(new TextEncoder().encode('%PDF'))).toBe(false)
    expect(startsLikeImage(new TextEncoder().encode('RIFF'))).toBe(false)
    expect(startsLikeImage(new Uint8Array())).toBe(false)
    render(<Harness />)
    const user = userEvent.setup()
    await user.upload(screen.getByTestId('upload-营业执照'), new File(['%PDF-1.7'], 'scan.jpg', { type: 'image/jpeg' }))
    expect((await screen.findAllByText('文件 scan.jpg 格式不正确，请上传 jpg 或 png 格式的图片')).length).toBeGreaterThan(0)
    expect(screen.getByTestId('value').textContent).toBe('')
    expect(demoDb().files.size).toBe(0)
  })

  it('uploads to the storage host and keeps host/key as the value', async () => {
    render(<Harness />)
    await userEvent.setup().upload(screen.getByTestId('upload-营业执照'), png())
    await waitFor(() => expect(screen.getByTestId('value').textContent).toMatch(/\/demo-oss\/uploads\/demo\/\w+\.png$/))
    expect(await screen.findByText('上传成功')).toBeTruthy()
    expect(demoDb().files.size).toBe(1)
  })

  it('a failed upload says 上传失败, keeps no value and offers a retry that works', async () => {
    let refuse = true
    testServer.use(http.post('*/demo-oss', () => (refuse ? new HttpResponse('no', { status: 500 }) : undefined)))
    render(<Harness />)
    const user = userEvent.setup()
    await user.upload(screen.getByTestId('upload-营业执照'), png())
    expect((await screen.findAllByText('上传失败')).length).toBeGreaterThan(0)
    expect(screen.getByTestId('value').textContent).toBe('')
    refuse = false
    await user.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(screen.getByTestId('value').textContent).toMatch(/demo-oss/))
  })

  it('a large photo that could not be downscaled is not sent: the page says so, keeps no value, and its retry downscales it again', async () => {
    const large = new File([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(2 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' })
    downscale.mockResolvedValueOnce(null).mockResolvedValueOnce(new Blob(['small'], { type: 'image/jpeg' }))
    render(<Harness />)
    const user = userEvent.setup()
    await user.upload(screen.getByTestId('upload-营业执照'), large)
    expect((await screen.findAllByText('文件 photo.jpg 压缩失败，未上传，请重试或重新选择图片')).length).toBeGreaterThan(0)
    expect(screen.queryByText('上传失败')).toBeNull()
    expect(screen.getByTestId('value').textContent).toBe('')
    expect(demoDb().files.size).toBe(0)
    await user.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(screen.getByTestId('value').textContent).toMatch(/demo-oss/))
    expect(downscale.mock.calls.map(([file]) => file)).toEqual([large, large])
    expect(demoDb().files.size).toBe(1)
  })

  it('two images are two stored files: each upload signs its own name (one signing config would give both one key)', async () => {
    function Two() {
      const [licence, setLicence] = useState('')
      const [photo, setPhoto] = useState('')
      const binding = (value: string, onChange: (v: string) => void) => ({ value, onChange, onBlur: () => undefined, error: undefined })
      return (
        <ChakraProvider value={appSystem()}>
          <ImageUpload label="营业执照" required binding={binding(licence, setLicence)} />
          <ImageUpload label="公司照片" required binding={binding(photo, setPhoto)} />
          <output data-testid="licence">{licence}</output>
          <output data-testid="photo">{photo}</output>
          <AppToaster />
        </ChakraProvider>
      )
    }
    render(<Two />)
    const user = userEvent.setup()
    await user.upload(screen.getByTestId('upload-营业执照'), png())
    await waitFor(() => expect(screen.getByTestId('licence').textContent).toMatch(/\.png$/))
    await user.upload(screen.getByTestId('upload-公司照片'), new File([new Uint8Array([137, 80, 78, 71, 1])], 'photo.png', { type: 'image/png' }))
    await waitFor(() => expect(screen.getByTestId('photo').textContent).toMatch(/\.png$/))
    expect(screen.getByTestId('photo').textContent).not.toBe(screen.getByTestId('licence').textContent)
    expect(demoDb().files.size).toBe(2)
  })
})

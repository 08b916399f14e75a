import { getOss } from './getOss'

/**
 * Direct upload (contract "Direct upload"): a multipart form POST to the storage host with a signing
 * config of getOss, one per upload: its `fname` names the stored file, so two images sharing a config
 * would be stored under one key, the second over the first.
 */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name)
  return match ? `.${match[1]!.toLowerCase()}` : ''
}

class UploadError extends Error {
  constructor(readonly status: number) {
    super(`upload failed (${status})`)
    this.name = 'UploadError'
  }
}

/** POST the file; resolves with the image URL `host/key`. Reports progress 0–1. */
export async function uploadImage(file: Blob, fileName: string, onProgress: (fraction: number) => void): Promise<string> {
  const sig = await getOss()
  const key = `${sig.dir}${sig.fname}${fileExtension(fileName) || '.jpg'}`
  const form = new FormData()
  form.append('key', key)
  form.append('OSSAccessKeyId', sig.accessid)
  form.append('policy', sig.policy)
  form.append('signature', sig.signature)
  form.append('success_action_status', '200')
  form.append('file', file, fileName)

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', sig.host)
    xhr.timeout = 60_000
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      if (xhr.status === 200) resolve()
      else reject(new UploadError(xhr.status))
    }
    xhr.onerror = () => reject(new UploadError(0))
    xhr.ontimeout = () => reject(new UploadError(0))
    xhr.send(form)
  })
  onProgress(1)
  return `${sig.host.replace(/\/+$/, '')}/${key}`
}

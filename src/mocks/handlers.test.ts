import { describe, expect, it } from 'vitest'
import { getOss } from '@/api/getOss'
import { demoDb } from '@/test/server'
import { OSS_PATH, REFUSALS } from './handlers'

/** The demo's fake storage host accepts exactly the signed form POST of the contract. */
async function upload(fields: Record<string, string>, file: Blob | null) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (file) form.append('file', file, 'licence.png')
  return fetch(`${window.location.origin}${OSS_PATH}`, { method: 'POST', body: form })
}

describe('demo storage host (contract "Direct upload")', () => {
  it('accepts the signed form and serves the image at host/key', async () => {
    const oss = await getOss()
    const key = `${oss.dir}${oss.fname}.png`
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    const res = await upload(
      { key, OSSAccessKeyId: oss.accessid, policy: oss.policy, signature: oss.signature, success_action_status: '200' },
      png,
    )
    expect(res.status).toBe(200)
    const image = await fetch(`${oss.host}/${key}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]))
  })

  it.each([
    ['a wrong signature', { signature: 'forged' }],
    ['a key outside the signed dir', { key: 'elsewhere/x.png' }],
    ['no success_action_status 200', { success_action_status: '201' }],
  ])('refuses %s', async (_name, override) => {
    const oss = await getOss()
    const fields = {
      key: `${oss.dir}${oss.fname}.png`,
      OSSAccessKeyId: oss.accessid,
      policy: oss.policy,
      signature: oss.signature,
      success_action_status: '200',
      ...override,
    }
    expect((await upload(fields, new Blob(['x'], { type: 'image/png' }))).status).toBe(403)
  })

  it('refuses a signing config past its expiry', async () => {
    const oss = await getOss()
    const db = demoDb()
    const grant = db.grants.get(oss.signature)
    if (grant) grant.expire = db.now() - 1
    const res = await upload(
      { key: `${oss.dir}a.png`, OSSAccessKeyId: oss.accessid, policy: oss.policy, signature: oss.signature, success_action_status: '200' },
      new Blob(['x'], { type: 'image/png' }),
    )
    expect(res.status).toBe(403)
  })
})

describe('the demo’s refusals in the language asked (Accept-Language)', () => {
  const login1 = (language: string | null) =>
    fetch(`${window.location.origin}/home/api/login1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      body: JSON.stringify({ mobile: '13800000001', code: '000000', area_code: '86', isAuto: 0 }),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>)

  it.each([
    [null, '验证码错误或已失效，请重新获取'],
    ['zh-CN', '验证码错误或已失效，请重新获取'],
    ['zh-HK', '驗證碼錯誤或已失效，請重新獲取'],
    ['en', 'That code is wrong or has expired. Get a new one.'],
  ])('a wrong code, asked in %s: %s', async (language, msg) => {
    expect(await login1(language)).toMatchObject({ code: -1, msg })
  })
})

describe('every refusal the demo says has its row in each language', () => {
  it('REFUSALS has a row for each text handlers.ts refuses with', async () => {
    const { readFileSync } = await import('node:fs')
    const source = readFileSync('src/mocks/handlers.ts', 'utf8')
    const refused = [...source.matchAll(/refuse\(request, '([^']+)'\)/g)].map((m) => m[1]!)
    expect(refused.length).toBeGreaterThan(5)
    expect(refused.filter((text) => !(text in REFUSALS))).toEqual([])
  })
})

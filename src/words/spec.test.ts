// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Section } from './define'

/** Every zh-CN section (src/words/zh-CN/), by file. */
const SECTIONS = import.meta.glob<Record<string, unknown>>('./zh-CN/*.ts', { eager: true })

/** Every text of a source, nested sections included; a function's text with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return [String((value as (...a: unknown[]) => unknown)('X', 'X', 'X'))]
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

const sections = Object.values(SECTIONS).flatMap((module) =>
  Object.values(module).filter((v): v is Section<string, Record<string, unknown>> => typeof v === 'object' && v !== null && 'section' in v),
)
const zhCN = sections.flatMap((s) => texts(s.source))

/**
 * The spec's own texts (sections 4, 5, 8 and 9 of the spec), copied character for character: each must be a
 * zh-CN word as it stands (a message, a label, a placeholder), or the start of one where the spec gives a prefix.
 */
const SPEC_TEXTS = [
  '手机号格式错误，请重新确认',
  '请输入正确的手机号码',
  '手机号码不能为空',
  '请输入正确的11位手机号码',
  '验证码不能为空',
  '请先获取完验证后填写',
  '请先获取验证码',
  '操作太过频繁',
  '请输入手机号',
  '请输入验证码',
  '公司名称',
  '联系人',
  '请输入短信验证码',
  '所在地区',
  '请选择所在地区',
  '详细地址',
  '销售渠道',
  '请选择销售渠道',
  '请先上传营业执照',
  '请先上传公司照片',
  '请先上传工厂logo',
  '未绑定手机号',
  '手机绑定成功',
  '手机换绑成功',
  '上传失败',
  '上传成功',
  '请输入跳转地址',
  '请先选择要绑定的公司',
  '文件 X 格式不正确，请上传 jpg 或 png 格式的图片',
  '该手机已绑定其他账号，如继续绑定操作，原账号将无法通过该手机登录，是否确认绑定新账号？',
  '当前账号未注册，请先选择注册或者绑定已有公司/工厂',
  '不通过原因：',
  'X 秒后重新获取',
]

describe('the zh-CN words are the spec’s', () => {
  it('finds its sections', () => {
    expect(sections.length).toBeGreaterThan(0)
    expect(new Set(sections.map((s) => s.section)).size).toBe(sections.length)
  })

  it.each(SPEC_TEXTS)('%s', (text) => {
    expect(zhCN).toContain(text)
  })
})

describe('what index.html spells is a zh-CN word (another language’s page gets its own: scripts/build/prerender.ts)', () => {
  it('its title and its <noscript>', async () => {
    const { readFileSync } = await import('node:fs')
    const { pageWords } = await import('./zh-CN/pages')
    const html = readFileSync('index.html', 'utf8')
    expect(html).toContain(`<noscript>${pageWords.source.noScript}</noscript>`)
    expect(html).toContain(`<title>${pageWords.source.titles['/login']} · ${pageWords.source.siteName}</title>`)
  })
})

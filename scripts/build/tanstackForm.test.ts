// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutFormGroups } from './tanstackForm'

const require = createRequire(import.meta.url)
const useFormJs = path.join(path.dirname(require.resolve('@tanstack/react-form/package.json')), 'dist/esm/useForm.js')
const rewrite = withoutFormGroups().transform as unknown as (code: string, id: string) => { code: string } | null

describe('withoutFormGroups', () => {
  it("replaces FormGroup in the installed TanStack Form's useForm with a stub that throws, and changes nothing else", () => {
    const source = readFileSync(useFormJs, 'utf8')
    const out = rewrite(source, useFormJs)!.code
    expect(out).not.toContain('useFormGroup')
    expect(out).not.toMatch(/jsx\(FormGroup/)
    expect(out).toContain('form.FormGroup is left out of this build')
    expect(out).toContain('extendedApi.Field = function APIField(props)')
    expect(out).toContain('extendedApi.Subscribe = function Subscribe(props)')
    // The module still parses, and apart from the stub it is as it was.
    expect(() => new Function(out.replace(/^import .*$/gm, '').replace(/^export \{[^}]*\};?$/m, ''))).not.toThrow()
    expect(out.replace(/\n {4}extendedApi\.FormGroup = [\s\S]*?\n {4}\};/, '')).toBe(
      source
        .replace(/import \{ FormGroup \} from "\.\/useFormGroup\.js";\n/, '\n')
        .replace(/\n {4}extendedApi\.FormGroup = [\s\S]*?\n {4}\};/, ''),
    )
    // Line for line the module's: its source map (kept, map: null) still points into it.
    expect(out.split('\n')).toHaveLength(source.split('\n').length)
  })

  it('fails the build when a TanStack Form upgrade changed the code it rewrites', () => {
    expect(() => rewrite('export function useForm() {}', useFormJs)).toThrow(/no longer has the code/)
  })

  it('leaves every other module alone', () => {
    expect(rewrite('import { FormGroup } from "./useFormGroup.js";\n', '/x/src/features/forms/useFormDraft.ts')).toBeNull()
  })
})

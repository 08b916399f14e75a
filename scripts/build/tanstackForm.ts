import type { Plugin } from 'vite'
import { checkedRewrite } from './rewrite'

const USE_FORM = /[\\/]node_modules[\\/]@tanstack[\\/]react-form[\\/]dist[\\/]esm[\\/]useForm\.js$/
const IMPORT = 'import { FormGroup } from "./useFormGroup.js";\n'
const MEMBER =
  /\n {4}extendedApi\.FormGroup = function APIFormGroup\(props\) \{\n {6}return \/\* @__PURE__ \*\/ jsx\(FormGroup, \{ \.\.\.props, form: formApi \}\);\n {4}\};/

/** What a build's `form.FormGroup` is: a clear failure, should ESLint's guard be got round. */
const STUB = `
    extendedApi.FormGroup = function APIFormGroup() {
      throw new Error("form.FormGroup is left out of this build (scripts/build/tanstackForm.ts)");
    };`

/**
 * TanStack Form's `useForm` hands every form a `form.FormGroup` component, which keeps the whole
 * FormGroupApi (groups of fields validated together: 2 KB gzip) in every page with a form. No form
 * here uses it (ESLint forbids it: eslint.config.js), so a build's `useForm` gives a stub that
 * throws instead. The build fails if a TanStack Form upgrade changes the code this rewrites.
 */
export function withoutFormGroups(): Plugin {
  return checkedRewrite({
    name: 'without-form-groups',
    modules: USE_FORM,
    apply: 'build',
    // The import's line left empty: the module keeps its lines.
    rewrite: (code) => code.replace(IMPORT, '\n').replace(MEMBER, STUB),
    unexpected: (code) => (code.includes(IMPORT) && MEMBER.test(code) ? null : 'no longer has the code this plugin rewrites'),
  })
}

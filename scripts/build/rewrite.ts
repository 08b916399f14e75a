import type { Plugin } from 'vite'

/**
 * A build's rewrite of one kind of library module (scripts/build/chakra.ts, tanstackForm.ts, emotion.ts): which
 * modules, the new code, and what in it shows the library still has the code the rewrite expects
 * (`unexpected` names the problem, or null). An upgrade that changes that code fails the build, and
 * so does a rewrite that moves a line: the module's own source map (map: null) must still hold, or
 * the budget's report and the error reports' stacks would point at the wrong source.
 */
export function checkedRewrite({
  name,
  modules,
  apply,
  rewrite,
  unexpected,
}: {
  name: string
  modules: RegExp
  apply?: Plugin['apply']
  rewrite: (code: string) => string
  unexpected: (code: string, rewritten: string, id: string) => string | null
}): Plugin {
  return {
    name,
    enforce: 'pre',
    ...(apply ? { apply } : {}),
    transform(code, id) {
      if (!modules.test(id)) return null
      const out = rewrite(code)
      const problem = unexpected(code, out, id)
      if (problem) throw new Error(`${name}: ${id} ${problem}; review the plugin for this version`)
      if (out.split('\n').length !== code.split('\n').length) throw new Error(`${name}: the rewrite of ${id} moved its lines`)
      return out === code ? null : { code: out, map: null }
    },
  }
}

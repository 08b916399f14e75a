import type { Plugin } from 'vite'
import { checkedRewrite } from './rewrite'

const SHEET = /[\\/]node_modules[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.(esm|cjs)\.js$/
const HYDRATE = /(_proto\.hydrate = function hydrate\(nodes\) \{\n)( {4})nodes\.forEach\(this\._insertTag\);\n/
/**
 * One line, so the module keeps its lines: a node already where `_insertTag` would put it (in the
 * container, right after the sheet's last tag, or first with no insertion point) is adopted as it is.
 */
const IN_PLACE =
  'var sheet = this; nodes.forEach(function (node) { var last = sheet.tags[sheet.tags.length - 1]; if (node.parentNode === sheet.container && (last ? last.nextSibling === node : !sheet.insertionPoint && !sheet.prepend)) sheet.tags.push(node); else sheet._insertTag(node); });\n'

/**
 * Emotion adopts the page's prerendered styles (`sheet.hydrate`) by inserting each one again after the
 * last: the first goes to the end of <head>, behind the preload links the early script has added, and
 * every other follows it, so each of the page's 17-57 `<style>` elements leaves the document and comes
 * back, its style sheet made anew. They are already together and in order (src/prerender.tsx puts them
 * in <head>), so a build's sheet takes them where they are: 17 ms less of the entry's evaluation, one
 * task, on `?t=pwd` at 4× CPU (CPU profiles). The build fails if an upgrade changes the code it rewrites.
 */
export function stylesAdoptedInPlace(): Plugin {
  return checkedRewrite({
    name: 'styles-adopted-in-place',
    modules: SHEET,
    apply: 'build',
    rewrite: (code) => code.replace(HYDRATE, (_, head: string, indent: string) => head + indent + IN_PLACE),
    unexpected: (_, rewritten) => (rewritten.includes(IN_PLACE) ? null : 'no longer has the code this plugin rewrites'),
  })
}

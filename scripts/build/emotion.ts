import type { Plugin } from 'vite'
import { checkedRewrite } from './rewrite'

const SHEET = /[\\/]node_modules[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.(esm|cjs)\.js$/
const HYDRATE = /(_proto\.hydrate = function hydrate\(nodes\) \{\n)( {4})nodes\.forEach\(this\._insertTag\);\n/
/** Where `_insertTag` puts a tag, which the rewrite relies on: after the last tag, else the insertion point, the container's start, or `before`. */
const PLACEMENT =
  /if \(_this\.tags\.length === 0\) \{\s*if \(_this\.insertionPoint\) \{\s*before = _this\.insertionPoint\.nextSibling;\s*\} else if \(_this\.prepend\) \{\s*before = _this\.container\.firstChild;\s*\} else \{\s*before = _this\.before;\s*\}\s*\} else \{\s*before = _this\.tags\[_this\.tags\.length - 1\]\.nextSibling;\s*\}\s*_this\.container\.insertBefore\(tag, before\);/
/**
 * One line, so the module keeps its lines. A new sheet that would put the nodes, in order, at the end
 * of its container takes them where they are when they are already together there and no style sheet
 * follows them: the same cascade, without taking each out of the document and putting it back.
 */
const IN_PLACE =
  "var sheet = this; var here = sheet.tags.length === 0 && !sheet.insertionPoint && !sheet.prepend && sheet.before === null && nodes.every(function (node, i) { return node.parentNode === sheet.container && (i === 0 || nodes[i - 1].nextSibling === node); }); for (var next = here && nodes.length > 0 ? nodes[nodes.length - 1].nextSibling : null; next; next = next.nextSibling) if (next.nodeName === 'STYLE' || (next.nodeName === 'LINK' && /stylesheet/i.test(next.rel))) here = false; nodes.forEach(here ? function (node) { sheet.tags.push(node); } : this._insertTag);\n"

/**
 * Emotion adopts the page's prerendered styles (`sheet.hydrate`) by inserting each again at the end of
 * <head>, so every one leaves the document and comes back while the app's entry runs; a build's sheet
 * takes them where scripts/build/prerender.ts put them. The build fails if an upgrade changes that code.
 */
export function stylesAdoptedInPlace(): Plugin {
  return checkedRewrite({
    name: 'styles-adopted-in-place',
    modules: SHEET,
    apply: 'build',
    rewrite: (code) => code.replace(HYDRATE, (_, head: string, indent: string) => head + indent + IN_PLACE),
    unexpected: (code, rewritten) =>
      PLACEMENT.test(code) && rewritten.includes(IN_PLACE) ? null : 'no longer has the code this plugin rewrites',
  })
}

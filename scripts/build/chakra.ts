import type { Plugin } from 'vite'
import { checkedRewrite } from './rewrite'

/**
 * Chakra's createSystem computes the system's global CSS (preflight, global
 * styles and a CSS variable for every token) as soon as the system is built:
 * over a third of the work of building it, and the largest piece of start-up
 * work on a slow phone. Every page of the build already carries that CSS
 * (scripts/build/prerender.ts), so the app does not need it computed again there
 * (src/app/system.ts). This makes `system._global` computed on first read,
 * which `ChakraProvider` does when it renders the styles: in the prerender,
 * in the dev server, in tests, and on any page without the prerendered CSS.
 * The build fails if a Chakra upgrade changes the code this rewrites.
 */
export function lazyChakraGlobalCss(): Plugin {
  const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
  const FIELD = '    _global,\n'
  return checkedRewrite({
    name: 'lazy-chakra-global-css',
    modules: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    rewrite: (code) =>
      code
        .replace(EAGER, 'let _global;')
        .replace(FIELD, '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n'),
    unexpected: (code) => (code.includes(EAGER) && code.includes(FIELD) ? null : 'no longer has the code this plugin rewrites'),
  })
}

/** Chakra's, Ark's and Zag's anatomy modules: the parts of each component, built at module level. */
const ANATOMY_MODULE =
  /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/
/** `const x = y.extendWith(…)` and the like: a method of an anatomy called at module level. */
const ANATOMY_CALL = /(=\s*)([A-Za-z_$][\w$]*\.(?:extendWith|build|rename|omit)\()/g

/**
 * An anatomy is a plain object of part names; deriving one (`.extendWith`, `.build` …) has no
 * side effects, but the bundler cannot know that of a method call, so every component's anatomy
 * that Chakra's anatomy module derives stays in the bundle (with its Zag package's) once any is
 * used: about 3 KB gzip of colour pickers, date pickers and sliders in the login's first load.
 * Marked pure, the unused ones drop out (`createAnatomy` itself is marked in vite.config.ts). The
 * build fails if Chakra's anatomy module no longer derives anatomies this way.
 */
export function pureAnatomies(): Plugin {
  return checkedRewrite({
    name: 'pure-anatomies',
    modules: ANATOMY_MODULE,
    rewrite: (code) => code.replace(ANATOMY_CALL, '$1/* @__PURE__ */ $2'),
    unexpected: (_code, out, id) =>
      /[\\/]@chakra-ui[\\/]/.test(id) && !/\/\* @__PURE__ \*\/ [\w$]+\.extendWith\(/.test(out)
        ? 'no longer derives anatomies with .extendWith()'
        : null,
  })
}

/** Ark's component barrels: `@ark-ui/react/<component>`, which Chakra imports each component's parts from. */
const ARK_BARREL = /[\\/]node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/]index\.js$/
/** `import { field_exports } from "./field.js";`: the parts object the barrel exports as `Field`. */
const PARTS_OBJECT = /import \{ ([\w$]+_exports) \} from ("\.\/[\w-]+\.js");/g

/**
 * Ark exports each component's parts as one object built at run time (`Field`: Root, Label …
 * Textarea, with its auto-resize code), so Chakra's `Field.Root` keeps every part in the
 * bundle. Imported as the parts module's namespace instead (the module exports each part under
 * the object's name for it), the parts nothing uses drop out: the phone's login form, 1.4 KB
 * gzip. The namespace has one member more (the object itself, unused), so this holds while
 * Chakra reads parts by name (`Field.Root`) and never lists them. The build fails if a barrel
 * exports its parts another way; scripts/build/chakra.test.ts checks every installed barrel.
 */
export function arkPartsAsNamespaces(): Plugin {
  return checkedRewrite({
    name: 'ark-parts-as-namespaces',
    modules: ARK_BARREL,
    rewrite: (code) => code.replace(PARTS_OBJECT, 'import * as $1 from $2;'),
    unexpected: (code, out) => (out === code && /_exports as [A-Z]/.test(code) ? 'exports its parts another way' : null),
  })
}

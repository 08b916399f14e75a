import type { Plugin } from 'vite'

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
  return {
    name: 'lazy-chakra-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null
      if (!code.includes(EAGER) || !code.includes(FIELD))
        throw new Error(
          `lazy-chakra-global-css: ${id} no longer has the code this plugin rewrites; review the plugin for this Chakra version`,
        )
      // The rewrite keeps the module's lines where they were, so its source map still holds (map: null):
      // the budget's report counts the module as Chakra's, not as the bundler's glue.
      const out = code
        .replace(EAGER, 'let _global;')
        .replace(FIELD, '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n')
      return { code: out, map: null }
    },
  }
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
  return {
    name: 'pure-anatomies',
    enforce: 'pre',
    transform(code, id) {
      if (!ANATOMY_MODULE.test(id)) return null
      const out = code.replace(ANATOMY_CALL, '$1/* @__PURE__ */ $2')
      if (/[\\/]@chakra-ui[\\/]/.test(id) && !/\/\* @__PURE__ \*\/ [\w$]+\.extendWith\(/.test(out))
        throw new Error(`pure-anatomies: ${id} no longer derives anatomies with .extendWith(); review the plugin for this Chakra version`)
      return out === code ? null : { code: out, map: null }
    },
  }
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
  return {
    name: 'ark-parts-as-namespaces',
    enforce: 'pre',
    transform(code, id) {
      if (!ARK_BARREL.test(id)) return null
      const out = code.replace(PARTS_OBJECT, 'import * as $1 from $2;')
      if (out === code && /_exports as [A-Z]/.test(code))
        throw new Error(`ark-parts-as-namespaces: ${id} exports its parts another way; review the plugin for this Ark version`)
      return out === code ? null : { code: out, map: null }
    },
  }
}

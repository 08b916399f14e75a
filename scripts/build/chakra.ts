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
      return code
        .replace(EAGER, 'let _global;')
        .replace(FIELD, '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n')
    },
  }
}

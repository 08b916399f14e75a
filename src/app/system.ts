import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system'
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * The Chakra system built from the recipes /home/login paints first, not the
 * default system with every recipe (performance budget of /home/login). The
 * other components the app uses take their recipe along from
 * src/features/ui/styled/ and load it with the screen that needs it.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    // AA contrast (4.5:1) for the brand colour and error text on white.
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        orange: {
          ...semanticTokens.colors.orange,
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        fg: {
          ...semanticTokens.colors.fg,
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
  },
})

export const system = createSystem(defaultBaseConfig, config)

import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, but only the recipes this app renders: `defaultSystem` would ship
 * every component's styles in the first load. Add a recipe here when a screen starts using it.
 * Built on first use, not when the module loads: creating the system is one of the largest pieces
 * of start-up work, and run from the first render it is a task of its own instead of lengthening
 * the entry bundle's evaluation (Lighthouse's Total Blocking Time counts each task's excess over
 * 50 ms).
 */
let system: SystemContext | undefined;

const createAppSystem = () =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          button: buttonRecipe,
          container: containerRecipe,
          heading: headingRecipe,
          input: inputRecipe,
          link: linkRecipe,
          skipNavLink: skipNavLinkRecipe,
          spinner: spinnerRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          checkbox: checkboxSlotRecipe,
          dialog: dialogSlotRecipe,
          drawer: drawerSlotRecipe,
          field: fieldSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
        },
      },
    }),
    // Chakra's light-mode green buttons and red error texts fall short of 4.5:1 contrast on white;
    // one shade darker passes WCAG AA.
    defineConfig({
      theme: {
        semanticTokens: {
          colors: {
            fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
            green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
          },
        },
      },
    }),
  );

export const getSystem = (): SystemContext => {
  system ??= createAppSystem();
  return system;
};

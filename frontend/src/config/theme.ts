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
  progressSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Chakra's colour palettes that no screen names (the app uses gray, red, orange and green). */
const unusedPalettes = new Set(['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']);
const unusedPaletteReference = new RegExp(`\\{colors\\.(${[...unusedPalettes].join('|')})\\.`);

type TokenTree = Record<string, unknown>;

/**
 * Chakra's semantic tokens, as this app needs them: every palette the screens never name is
 * dropped, with the tokens that point into it (bg.info and the like), and each value keeps only
 * its light-mode side, as the app has no dark mode. Half the work of creating the system, and of
 * the CSS variables it writes into the page, was for tokens no screen reads.
 */
const lightOnly = <Tree extends TokenTree>(tree: Tree): Tree =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, node]) => {
      const { value, ...rest } = node as { value?: unknown };
      if (value === undefined) return [[key, lightOnly(rest as TokenTree)]];
      const light = typeof value === 'object' && value !== null && '_light' in value ? value._light : value;
      return typeof light === 'string' && unusedPaletteReference.test(light)
        ? []
        : [[key, { ...rest, value: light }]];
    }),
  ) as Tree;
const withoutUnusedPalettes = <Colours extends TokenTree>(colours: Colours | undefined): Colours =>
  Object.fromEntries(Object.entries(colours ?? {}).filter(([name]) => !unusedPalettes.has(name))) as Colours;

/**
 * Chakra's default theme, but only the recipes this app renders: `defaultSystem` would ship
 * every component's styles in the first load. Add a recipe here when a screen starts using it.
 * Built once at start-up (main.tsx), in a task of its own, not when the module loads: it is one
 * of the largest pieces of start-up work.
 */
export const createAppSystem = (): SystemContext =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      // A scrollbar that comes and goes (a short sign-in page, a long list) would shift the
      // centred column, header links included, sideways: its room is kept on every page.
      // `className={rtlMirror}` (components/ui/icons.tsx): an icon that points a way turns round in Arabic.
      globalCss: {
        ...globalCss,
        html: { ...globalCss.html, scrollbarGutter: 'stable' },
        '[dir=rtl] .rtl-mirror': { transform: 'scaleX(-1)' },
      },
      theme: {
        breakpoints,
        keyframes,
        tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
        semanticTokens: lightOnly({
          ...semanticTokens,
          colors: withoutUnusedPalettes(semanticTokens.colors),
        }),
        textStyles,
        // `layerStyle="card"`: a card on the page's grey background (panels, recipe cards). A theme
        // style rather than a shared module, so no screen fetches a file for four properties.
        layerStyles: {
          ...layerStyles,
          card: { value: { bg: 'white', borderWidth: '1px', borderRadius: 'lg', boxShadow: 'xs' } },
          // `layerStyle="banner" colorPalette="red"`: a message across a page or form, tinted by its palette.
          banner: {
            value: {
              bg: 'colorPalette.50',
              borderWidth: '1px',
              borderColor: 'colorPalette.200',
              borderRadius: 'md',
              px: '4',
            },
          },
        },
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
          progress: progressSlotRecipe,
          tabs: tabsSlotRecipe,
        },
      },
    }),
    // Chakra's light-mode green buttons and red error texts fall short of 4.5:1 contrast on white;
    // one shade darker passes WCAG AA.
    defineConfig({
      theme: {
        semanticTokens: {
          colors: {
            fg: { error: { value: '{colors.red.700}' } },
            green: { solid: { value: '{colors.green.700}' } },
          },
        },
      },
    }),
  );

import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS_PX } from '../../../shared/constants';

const em = (px: number) => `${px / 16}em`;

const violet: MantineColorsTuple = [
  '#f3efff',
  '#e2dbff',
  '#c3b4fb',
  '#a38af7',
  '#8866f3',
  '#7750f1',
  '#6e44f1',
  '#5d36d7',
  '#522fc1',
  '#4526aa',
];

/**
 * Mantine's red with a deeper filled shade (7): white text on the filled red button reads at 5.05:1,
 * where Mantine's own red[7] gives 3.55:1.
 */
const red: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.red.slice(0, 7) as [string, string, string, string, string, string, string]),
  '#c92a2a',
  '#b02525',
  '#962020',
];

/** Mantine's pink, filled shade (7) deepened the same way: the cart count's white figure reads at 5.23:1, not 4.27:1. */
const pink: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.pink.slice(0, 7) as [string, string, string, string, string, string, string]),
  '#c2255c',
  '#a61e4d',
  '#8e1a42',
];

/** Deep, slightly violet greys: dark[7] is the page body, dark[8] and dark[9] the header and footer. */
const dark: MantineColorsTuple = [
  '#d4d1de',
  '#b9b5c7',
  '#918ca3',
  '#686379',
  '#433d52',
  '#302a3d',
  '#221d2e',
  '#15121d',
  '#0f0d16',
  '#0a0810',
];

/**
 * Dark-only theme. Filled buttons and badges use shade 7, on which white text reads at ≥ 4.5:1
 * (violet 6.53:1, red 5.05:1, pink 5.23:1); the default gradient runs between shades that do too
 * (violet[6] 5.17:1, pink[7] 5.23:1). Mantine's breakpoint names map to the product's: sm = studio
 * (880 px), md = desktop (1040 px), xl = xl desktop (1600 px).
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { dark: 7 },
  colors: { violet, red, pink, dark },
  defaultGradient: { from: 'violet.6', to: 'pink.7', deg: 120 },
  white: '#f7f5fc',
  // One stack per page language (fonts.css).
  fontFamily: 'var(--cantara-font-family)',
  headings: { fontWeight: '750' },
  defaultRadius: 'md',
  breakpoints: {
    xs: em(560),
    sm: em(BREAKPOINTS_PX.studio),
    md: em(BREAKPOINTS_PX.desktop),
    lg: em(1280),
    xl: em(BREAKPOINTS_PX.xl),
  },
  other: { gradient: 'linear-gradient(120deg, #b197fc 0%, #f783ac 100%)' },
});

/**
 * A disabled button on a card (dark[6]) must still look like a button: Mantine's dark scheme paints it
 * dark[6], the card's own colour, which leaves grey text floating on the card.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-disabled': 'var(--mantine-color-dark-5)',
    '--mantine-color-disabled-color': 'var(--mantine-color-dark-2)',
    '--mantine-color-disabled-border': 'var(--mantine-color-dark-3)',
  },
});

import { createTheme, type MantineColorsTuple } from '@mantine/core';
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
 * Dark-only theme. Mantine's breakpoint names map to the product's: sm = studio (880 px),
 * md = desktop (1040 px), xl = xl desktop (1600 px).
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { dark: 4 },
  colors: { violet, dark },
  white: '#f7f5fc',
  fontFamily:
    "'Inter Variable', 'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Hiragino Sans', 'Noto Sans JP', system-ui, sans-serif",
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

import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Neutral slate (spec §9 theme colours) for light-mode greys… */
const slate: MantineColorsTuple = [
  '#f8fafc',
  '#f1f5f9',
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#475569',
  '#334155',
  '#1e293b',
  '#0f172a',
];

/** …and for dark-mode surfaces (Mantine reads `dark[0]` as text, `dark[7]` as the page background). */
const slateDark: MantineColorsTuple = [
  '#e2e8f0',
  '#cbd5e1',
  // Mantine's dimmed text in dark mode: light enough for 4.5:1 on the hover/card surface (#334155) too.
  '#a6b4c6',
  '#7c8aa0',
  '#475569',
  '#334155',
  '#1e293b',
  '#151e2e',
  '#0f172a',
  '#0a101e',
];

/**
 * Mantine's green with darker 8 and 9, so white text on a filled button and green text on white or on the light
 * variant's tint reach 4.5:1 (WCAG AA, checked by axe in e2e/specs/accessibility.spec.ts) in both schemes.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2f9e44',
  '#237a35',
  '#1b6b2e',
];

/** Mantine's orange with darker 8 and 9, for the same reason as green (warning text and light badges). */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#b8400c',
  '#a83a0a',
];

/**
 * Mantine's teal and red with darker 8 and 9, for the same reason: teal 8 (#099268) and red 8 (#e03131) read at
 * 3.9:1 and 4.3:1 on white, under AA for the "배달 가능" / refusal text and white text on their filled badges.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#087f5b',
  '#066649',
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#f03e3e',
  '#c92a2a',
  '#a51d1d',
];

/**
 * Korean-first stack; nothing is downloaded, each device uses what it has. "Noto Sans CJK KR" is the name Linux
 * distributions install Noto's Korean under: without it their browsers set Hangul in a Latin font and
 * look up a fallback font glyph by glyph: about a third of the storefront's layout time (decision 056).
 */
export const FONT_FAMILY =
  'Pretendard, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", system-ui, -apple-system, "Segoe UI", sans-serif';

/** Spec §9: primary green, secondary blue, error red, neutral slate. */
export const THEME_ROLES = { primary: 'green', secondary: 'blue', error: 'red', neutral: 'slate' } as const;

export const theme = createTheme({
  primaryColor: THEME_ROLES.primary,
  // Shade 8 keeps white text on every filled colour the app uses (green, blue, red) at 4.5:1 or more, in both schemes.
  primaryShade: { light: 8, dark: 8 },
  colors: { green, orange, teal, red, slate, gray: slate, dark: slateDark },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { roles: THEME_ROLES },
});

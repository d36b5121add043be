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
  '#94a3b8',
  '#7c8aa0',
  '#475569',
  '#334155',
  '#1e293b',
  '#151e2e',
  '#0f172a',
  '#0a101e',
];

/** Korean-first stack; nothing is downloaded, each device uses what it has. */
export const FONT_FAMILY =
  'Pretendard, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", system-ui, -apple-system, "Segoe UI", sans-serif';

/** Spec §9: primary green, secondary blue, error red, neutral slate. */
export const THEME_ROLES = { primary: 'green', secondary: 'blue', error: 'red', neutral: 'slate' } as const;

export const theme = createTheme({
  primaryColor: THEME_ROLES.primary,
  // Shade 8 keeps white button text above 3:1 contrast on green; dark mode uses the same.
  primaryShade: { light: 8, dark: 7 },
  colors: { slate, gray: slate, dark: slateDark },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { roles: THEME_ROLES },
});

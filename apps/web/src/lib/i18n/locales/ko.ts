import { koAuth } from './ko/auth';
import { koFrame } from './ko/frame';
import type { koPages } from './ko/pages';

/** Every page's words but the shell pages' own (`pages`, lib/i18n/page-words.ts): what the first load carries. */
export const koShell = { ...koFrame, ...koAuth };
type Translation = typeof koShell & { pages: typeof koPages };

/** Every other language must have the same keys (a missing one is a type error). */
export type Messages<T = Translation> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Messages<Item>[]
    : { readonly [Key in keyof T]: Messages<T[Key]> };

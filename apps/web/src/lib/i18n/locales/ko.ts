import { koAuth } from './ko/auth';
import { koFrame } from './ko/frame';
import { koPages } from './ko/pages';

export const ko = { ...koFrame, ...koAuth, pages: koPages };

/** Every other language must have the same keys (a missing one is a type error). */
export type Messages<T = typeof ko> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Messages<Item>[]
    : { readonly [Key in keyof T]: Messages<T[Key]> };

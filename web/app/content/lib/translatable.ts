/**
 * The type of English copy that its translations (content/ms, content/zh) must have: the English
 * shape, with the same keys and as many items in each list, but with words typed as `string`. With
 * `as const` alone, every string is typed as the English sentence itself, which no translation fits.
 */
export type Translatable<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Translatable<R>
        : T extends object
          ? { readonly [K in keyof T]: Translatable<T[K]> }
          : T;

/**
 * Declares English copy for translation: the value as written, typed as `Translatable` (its lists
 * as fixed-length tuples, its words as `string`), so `typeof En.x` is a type a translation can meet.
 */
export function translatable<const T>(copy: T): Translatable<T> {
  return copy as Translatable<T>;
}

/** The shape of a namespace's texts: English must have exactly the keys Thai has. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * A form's values from a route's body as the contract declares it: every field present and filled in (a form always
 * holds a value, if only ''), so the form's field names are the contract's and a renamed field fails the type check.
 */
export type Filled<Body> = { [K in keyof Body]-?: Exclude<Body[K], undefined | null> };

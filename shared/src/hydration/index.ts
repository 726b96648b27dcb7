export { useHydrated } from './useHydrated';
export { readEarlyInput, useEarlyInput, useEarlyValue } from './useEarlyInput';
export type { EarlyInput } from './useEarlyInput';
export { StaticMarkup, declareHydration } from './StaticMarkup';

export { useHydrated } from './useHydrated';
export { readEarlyInput, useEarlyInput } from './useEarlyInput';
export type { EarlyInput } from './useEarlyInput';
export { StaticMarkup, declareHydration } from './StaticMarkup';

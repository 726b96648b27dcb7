import { string, type InferType } from 'yup';

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/**
 * A blurhash's first character (base 83) packs its component counts: x = n % 9 + 1, y = ⌊n / 9⌋ + 1;
 * then come 1 char of max AC, 4 of DC and 2 per AC component, so the length is 4 + 2·x·y.
 */
export const isValidBlurhash = (hash: string): boolean => {
  if (hash.length < 6 || [...hash].some((ch) => !BASE83.includes(ch))) return false;
  const sizeFlag = BASE83.indexOf(hash[0]);
  const x = (sizeFlag % 9) + 1;
  const y = Math.floor(sizeFlag / 9) + 1;
  return hash.length === 4 + 2 * x * y;
};

export const blurPlaceholderSchema = string()
  .required('Blur placeholder is required')
  .min(6, 'Blur placeholder must be at least 6 characters')
  .test('blurhash-grid', 'Blur placeholder does not match its declared size', (value) => !value || value.length < 6 || isValidBlurhash(value));

export type BlurPlaceholder = InferType<typeof blurPlaceholderSchema>;

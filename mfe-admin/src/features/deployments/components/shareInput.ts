/** A canary's share as typed: a whole number from 1 to 100, or the sentence saying what is wrong. */
export function parseShare(raw: string): { share: number; error: null } | { share: null; error: string } {
  const text = raw.trim();
  const share = Number(text);
  if (!/^[0-9]{1,3}$/.test(text) || share < 1 || share > 100) return { share: null, error: 'Enter a share from 1 to 100 (percent of browsers).' };
  return { share, error: null };
}

/** A before/after pair in a few words: 'role: MEMBER → COREMEMBER', or the values themselves when they are not objects. */
export function describeChange(before: unknown, after: unknown): string {
  const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  const show = (value: unknown) => (value === undefined || value === null ? '–' : typeof value === 'string' ? value : JSON.stringify(value));
  if (isObject(before) || isObject(after)) {
    const from = isObject(before) ? before : {};
    const to = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const changed = keys.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]));
    return (changed.length ? changed : keys).map((key) => `${key}: ${show(from[key])} → ${show(to[key])}`).join('; ');
  }
  if (before === null || before === undefined) return show(after);
  return `${show(before)} → ${show(after)}`;
}

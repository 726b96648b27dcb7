/** Whether `zone` is a time zone this browser knows ('Asia/Kolkata'). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The reader's own time zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'Asia/Kolkata' → 'Asia/Kolkata (GMT+5:30)', 'UTC' → 'UTC': the zone's name with its short form when that differs. */
export function zoneName(zone: string, at = new Date()): string {
  const short = new Intl.DateTimeFormat(undefined, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}

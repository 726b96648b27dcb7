import { PlatformUnsupported } from './errors';
import type { Platform, PlatformProfile, FetchedProblemOfTheDay, ProfileOutcome } from './types';

/** fetchProfiles for platforms without a batch call: each handle on its own (the rate limit paces them). */
export async function profilesOneByOne<P extends PlatformProfile>(
  handles: string[],
  fetchProfile: (handle: string) => Promise<P>,
): Promise<Map<string, ProfileOutcome<P>>> {
  const unique = [...new Set(handles)];
  const outcomes = await Promise.all(
    unique.map((handle) =>
      fetchProfile(handle).then(
        (profile): ProfileOutcome<P> => ({ ok: true, profile }),
        (error: Error): ProfileOutcome<P> => ({ ok: false, error }),
      ),
    ),
  );
  return new Map(unique.map((handle, i) => [handle, outcomes[i]]));
}

export function unsupported(platform: Platform, feature: string): Promise<never> {
  return Promise.reject(new PlatformUnsupported(platform, feature));
}

/** Easy, Medium or Hard from a platform's difficulty label (GFG's Basic and School count as Easy). */
export function normalizeDifficulty(label: string): FetchedProblemOfTheDay['difficulty'] | null {
  const value = label.trim().toLowerCase();
  if (['easy', 'basic', 'school'].includes(value)) return 'Easy';
  if (value === 'medium') return 'Medium';
  if (value === 'hard') return 'Hard';
  return null;
}

/** A percentage from 52.3, "52.3" or "52.3%". */
export function parsePercent(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .replace('%', '')
            .trim(),
        );
  return Number.isFinite(number) && String(value ?? '').trim() !== '' ? Math.round(number * 100) / 100 : null;
}

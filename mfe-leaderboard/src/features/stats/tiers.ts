import { DISPLAY, theme } from '@chapter/shared';
import type { StatsTier, TierName } from '@chapter/shared/types';

export const TIER_ORDER: TierName[] = ['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4'];

/** 'Tier 1' → 'Tier 1 Elite'. */
export const TIER_TITLES: Record<TierName, string> = {
  'Tier 1': 'Tier 1 Elite',
  'Tier 2': 'Tier 2 Proficient',
  'Tier 3': 'Tier 3 Advancing',
  'Tier 4': 'Tier 4 Building',
};

export const TIER_COLOURS: Record<TierName, string> = {
  'Tier 1': theme.colors.primary,
  'Tier 2': theme.colors.info,
  'Tier 3': theme.colors.warning,
  'Tier 4': theme.colors.muted,
};

/** How many avatars a tier shows before '+N': 3, 5, 7, 9 on wide screens, 2, 3, 4, 5 under 640 px. */
export function avatarLimit(tier: TierName, narrow: boolean): number {
  const index = TIER_ORDER.indexOf(tier);
  return (narrow ? DISPLAY.tierAvatarsNarrow : DISPLAY.tierAvatarsWide)[index < 0 ? TIER_ORDER.length - 1 : index];
}

/** The tiers in pyramid order (Tier 1 on top), whatever order the server sent. */
export function orderedTiers(tiers: StatsTier[]): StatsTier[] {
  return [...tiers].sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier));
}

export const rangeText = ([low, high]: [number, number]) => `${low}–${high} points`;
export const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

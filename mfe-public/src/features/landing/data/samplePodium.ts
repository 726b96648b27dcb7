/** One place on the landing page's podium. */
export type PodiumPlace = { id: string; name: string; points: number; pictureUrl: string | null; profileLink: string | null };

/** The sample month the landing page shows while nobody has points yet (April 2025, 3 performers). */
export const SAMPLE_PODIUM_MONTH = 'April 2025';

export const SAMPLE_PODIUM: readonly PodiumPlace[] = [
  { id: 'sample-1', name: 'Ananya S.', points: 96, pictureUrl: null, profileLink: null },
  { id: 'sample-2', name: 'Rohan M.', points: 84, pictureUrl: null, profileLink: null },
  { id: 'sample-3', name: 'Kavya P.', points: 77, pictureUrl: null, profileLink: null },
];

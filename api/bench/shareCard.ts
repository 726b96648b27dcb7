import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { encodePicture } from '../src/files';
import { achievementCardSvg, profileCardSvg, renderCard } from '../src/modules/publicProfile/card';
import { CardCache, cardKey } from '../src/modules/publicProfile/cardCache';
import { percentile } from './latency';

const WARM_RENDERS = Number(process.env.BENCH_CARD_RENDERS ?? 30);
const WARM_TARGET_MS = 200;

const profile = {
  name: 'Aishwarya Venkataraman',
  chapterName: 'Coding Chapter',
  month: '2026-11',
  rank: 3,
  points: 1240,
  handles: [
    { platform: 'leetcode' as const, handle: 'aishwarya_lc', url: '' },
    { platform: 'codeforces' as const, handle: 'aish_cf', url: '' },
    { platform: 'geeksforgeeks' as const, handle: 'aishgfg', url: '' },
  ],
};

/** Times `draw` once cold (the first in the process for this kind), then WARM_RENDERS times without any cache. */
async function timed(draw: () => Promise<Buffer>) {
  let start = performance.now();
  await draw();
  const cold = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < WARM_RENDERS; i++) {
    start = performance.now();
    await draw();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { cold, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A cache hit as the route pays it: the SVG built, hashed and looked up (no render). */
async function hit(svgOf: () => string, picture: string | null, cache: CardCache) {
  const times: number[] = [];
  for (let i = 0; i < WARM_RENDERS; i++) {
    const start = performance.now();
    await cache.card(cardKey(svgOf(), picture), () => Promise.reject(new Error('a hit must not render')));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** "Share cards under 200 ms warm" (issue 32): the profile and achievement cards' renders, cold, warm and from the cache. */
export async function runShareCardBench(): Promise<void> {
  console.log('Share card benchmark (docs/privacy.md): PNG 1200×630 from SVG with sharp');
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3a7bd5' } })
    .composite([{ input: Buffer.from('<svg width="800" height="800"><circle cx="400" cy="400" r="300" fill="#f5b301"/></svg>') }])
    .jpeg()
    .toBuffer();
  const { webp } = await encodePicture(photo, { size: 400, fit: 'cover' });
  const withPicture = { ...profile, profilePicture: { url: '/api/v1/files/pictures/bench.webp', hashCode: null } };
  const withInitials = { ...profile, profilePicture: null };
  const achievement = { name: profile.name, type: 'silver' as const, month: '2026-10', value: 1240 };

  const cards: Array<[string, () => string, string | null, Buffer | null]> = [
    ['profile card, initials', () => profileCardSvg(withInitials), null, null],
    ['profile card, stored picture', () => profileCardSvg(withPicture), withPicture.profilePicture.url, webp],
    ['achievement card (2nd in October)', () => achievementCardSvg(achievement, profile.chapterName), null, null],
  ];
  const ms = (value: number) => value.toFixed(1).padStart(8);
  const rows: string[] = [];
  let slowest = 0;
  const cache = new CardCache();
  for (const [name, svgOf, url, picture] of cards) {
    const draw = () => renderCard(svgOf(), picture);
    const { cold, p50, p95 } = await timed(draw);
    slowest = Math.max(slowest, p50);
    await cache.card(cardKey(svgOf(), url), draw);
    const cached = await hit(svgOf, url, cache);
    rows.push(`${name.padEnd(34)} ${ms(cold)} ${ms(p50)} ${ms(p95)} ${cached.toFixed(3).padStart(9)}`);
  }
  console.log(`${''.padEnd(34)}  cold ms  warm p50  warm p95  cache hit   (${WARM_RENDERS} warm renders each)`);
  for (const row of rows) console.log(row);
  // The target: a warm render (the median) under 200 ms; missing it fails the bench, as the other targets do.
  const met = slowest < WARM_TARGET_MS;
  console.log(`  slowest warm p50 ${slowest.toFixed(1)} ms: ${met ? 'within' : 'OVER'} the ${WARM_TARGET_MS} ms target`);
  if (!met) process.exitCode = 1;
}

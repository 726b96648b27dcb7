import { theme } from '@chapter/shared/theme';
import { PRIVACY_MESSAGES } from '@chapter/contract';
import { PLATFORM_NAMES } from '../points/handles';
import { CARD_HEIGHT, CARD_WIDTH, initials, monthName } from './card';
import { escapeMarkup as escape } from '../../markup/escape';
import { HEAT_SHADES, heatMapSvg } from './heatMap';
import type { PublicProfileView } from './service';

// The app theme's colours and font; no web font is fetched, so the system's stands in for Inter (no render-blocking request).
// The heat map's scroller is right-to-left only so it opens at its right end, on the latest weeks, without a script.
const { colors } = theme;
const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${theme.fonts.body};color:${colors.text};background:${colors.surfaceAlt};line-height:1.5}
a{color:${colors.primary}}
a:focus-visible,.scroller:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px;border-radius:4px}
.bar{background:${colors.primary};color:${colors.onPrimary};padding:12px 16px}
.bar a{color:${colors.onPrimary};font-weight:700;text-decoration:none}
.bar a:focus-visible{outline-color:${colors.onPrimary}}
main{max-width:48rem;margin:0 auto;padding:16px}
section{background:${colors.surface};border:1px solid ${colors.border};border-radius:12px;padding:16px;margin:0 0 16px}
.intro{display:flex;gap:16px;align-items:center}
.intro img,.initials{width:96px;height:96px;border-radius:50%;flex:none;object-fit:cover}
.initials{display:flex;align-items:center;justify-content:center;background:${colors.primary};color:${colors.onPrimary};font-size:2rem;font-weight:700}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.125rem;margin:0 0 8px}
p{margin:0 0 8px}
.muted{color:${colors.muted}}
dl{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0}
dt{color:${colors.muted};font-size:.875rem}
dd{margin:0;font-size:1.5rem;font-weight:700}
ul{list-style:none;margin:0;padding:0}
li{padding:8px 0;border-top:1px solid ${colors.border};overflow-wrap:anywhere}
li:first-child{border-top:0}
.verified{display:inline-flex;align-items:center;gap:4px;margin-left:8px;padding:0 8px;border-radius:9999px;background:${colors.primarySoft};color:${colors.primary};font-size:.875rem;font-weight:600;white-space:nowrap}
.scroller{overflow-x:auto;padding:4px 0;direction:rtl}
.scroller svg{display:block;direction:ltr}
.legend{display:flex;align-items:center;gap:4px;font-size:.875rem;color:${colors.muted};margin-top:8px}
.legend i{display:inline-block;width:11px;height:11px;border-radius:2px}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
footer{max-width:48rem;margin:0 auto;padding:8px 16px 32px}`;

const CHECK = `<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6.2 11.6 2.6 8l1.4-1.4 2.2 2.2 5.8-5.8L13.4 4.4z" fill="currentColor"/></svg>`;

interface Head {
  title: string;
  description: string;
  canonical?: string;
  extra?: string;
}

function document(chapterName: string, head: Head, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(head.title)}</title>
<meta name="description" content="${escape(head.description)}">
${head.canonical ? `<link rel="canonical" href="${escape(head.canonical)}">` : ''}${head.extra ?? ''}
<link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><header class="bar"><a href="/">${escape(chapterName)}</a></header>
<main>${body}</main>
<footer><a href="/">Back to ${escape(chapterName)}'s home page</a></footer></body></html>`;
}

/** "#3 in November 2026 with 120 points", or the points alone before the member is ranked. */
export const standingText = (profile: Pick<PublicProfileView, 'rank' | 'points' | 'month'>) =>
  profile.rank === null
    ? `${profile.points} points in ${monthName(profile.month)}`
    : `#${profile.rank} in ${monthName(profile.month)} with ${profile.points} points`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The public profile's page: everything escaped, no script, styles inline, OpenGraph tags naming the share card. */
export function profilePage(profile: PublicProfileView): string {
  const { name, chapterName } = profile;
  const description = `${name} at ${chapterName}: ${standingText(profile)}; ${plural(profile.handles.length, 'verified handle')}, ${plural(profile.achievements.length, 'achievement')}.`;
  const og = (property: string, content: string | number) => `<meta property="${property}" content="${escape(String(content))}">`;
  const extra = [
    og('og:type', 'profile'),
    og('og:site_name', chapterName),
    og('og:title', `${name} · ${chapterName}`),
    og('og:description', description),
    og('og:url', profile.pageUrl),
    og('og:image', profile.cardUrl),
    og('og:image:type', 'image/png'),
    og('og:image:width', CARD_WIDTH),
    og('og:image:height', CARD_HEIGHT),
    og('og:image:alt', `${name}: ${standingText(profile)} at ${chapterName}`),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n');

  const picture = profile.profilePicture
    ? `<img src="${escape(profile.profilePicture.url)}" width="96" height="96" alt="${escape(`Picture of ${name}`)}">`
    : `<div class="initials" aria-hidden="true">${escape(initials(name))}</div>`;
  const handles = profile.handles.length
    ? `<ul>${profile.handles
        .map(
          (handle) =>
            `<li><a href="${escape(handle.url)}" rel="noopener">${escape(PLATFORM_NAMES[handle.platform])}: ${escape(handle.handle)}</a> <span class="verified">${CHECK}Verified by ${escape(chapterName)}</span></li>`,
        )
        .join('')}</ul>`
    : `<p class="muted">No verified handles yet.</p>`;
  const achievements = profile.achievements.length
    ? `<ul>${profile.achievements
        .map((badge) => {
          const when = monthName(badge.date.slice(0, 7));
          return `<li><strong>${escape(badge.name)}</strong>, ${escape(when)}: ${escape(badge.description)}. <a href="${escape(badge.cardUrl)}">Share<span class="sr"> the card of ${escape(badge.name)}, ${escape(when)}</span></a></li>`;
        })
        .join('')}</ul>`
    : `<p class="muted">No achievements yet.</p>`;
  const heat = heatMapSvg(profile.dailyActivity, profile.today);
  const legend = HEAT_SHADES.map((shade) => `<i style="background:${shade}"></i>`).join('');

  return document(
    chapterName,
    { title: `${name} · ${chapterName}`, description, canonical: profile.pageUrl, extra },
    `<section class="intro">${picture}<div><h1>${escape(name)}</h1><p class="muted">Member of ${escape(chapterName)}</p></div></section>
<section aria-labelledby="month"><h2 id="month">${escape(monthName(profile.month))}</h2>
<dl><div><dt>Rank</dt><dd>${profile.rank === null ? 'Not ranked yet' : `#${profile.rank}`}</dd></div><div><dt>Points</dt><dd>${profile.points}</dd></div></dl></section>
<section aria-labelledby="handles"><h2 id="handles">Verified handles</h2>${handles}</section>
<section aria-labelledby="achievements"><h2 id="achievements">Achievements</h2>${achievements}</section>
<section aria-labelledby="activity"><h2 id="activity">Activity</h2>
<p>${plural(heat.activeDays, 'day')} with solves in the last year (${plural(heat.solved, 'problem')} solved).</p>
<div class="scroller" role="region" aria-label="Activity heat map of the last year" tabindex="0">${heat.svg}</div>
<p class="legend" aria-hidden="true">Less ${legend} More</p></section>`,
  );
}

/** The page at an address with no public profile (unknown, turned off, blocked, deletion asked): the same look, a way home. */
export function noProfilePage(chapterName: string): string {
  return document(
    chapterName,
    { title: `Not found · ${chapterName}`, description: PRIVACY_MESSAGES.noPublicProfile, extra: '<meta name="robots" content="noindex">' },
    `<section><h1>Profile not found</h1><p>${escape(PRIVACY_MESSAGES.noPublicProfile)}</p><p><a href="/">Go to ${escape(chapterName)}'s home page</a></p></section>`,
  );
}

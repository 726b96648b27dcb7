import type { Kysely } from 'kysely';
import { theme } from '@chapter/shared/theme';
import type { AchievementType, Database } from '../../db/schema';
import { asBuffer, readPublicFile } from '../../files/storage';
import { PLATFORM_NAMES } from '../points/handles';
import { escapeMarkup } from '../../markup/escape';
import type { PublicAchievementView, PublicProfileView } from './service';

/** Share cards are 1200×630, the size chats and social sites draw link previews at. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** A generic stack: the host needs one of these installed (Debian: fonts-dejavu-core), or text is drawn as boxes. */
export const CARD_FONTS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

const { colors } = theme;
const font = escapeMarkup(CARD_FONTS);

/** A glyph's width in em, roughly as DejaVu Sans draws it (bold about 8% wider); generous, so text never overruns. */
function glyphEm(ch: string): number {
  if (/[WMmw@%]/.test(ch)) return 1.05;
  if (/[iljtfrI.,:;'!|()[\]]/.test(ch)) return 0.4;
  if (ch === ' ') return 0.34;
  if (/[A-Z0-9#]/.test(ch)) return 0.72;
  if (/[a-z]/.test(ch)) return 0.62;
  // Other scripts (CJK and the like) take a full em.
  return ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.72;
}

/** `text` cut to fit `width` pixels at `size`, ending with an ellipsis when cut. */
export function fitText(text: string, width: number, size: number, bold = false): string {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  const scale = size * (bold ? 1.08 : 1);
  const room = width / scale;
  let used = 0;
  for (let i = 0; i < chars.length; i++) {
    used += glyphEm(chars[i]!);
    if (used > room) {
      // Take back characters until the ellipsis fits too.
      let kept = i;
      let keptEm = used - glyphEm(chars[i]!);
      while (kept > 0 && keptEm + 1 > room) keptEm -= glyphEm(chars[--kept]!);
      return `${chars.slice(0, kept).join('').trimEnd()}…`;
    }
  }
  return chars.join('');
}

const text = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${escapeMarkup(value)}</text>`;

/** Up to two initials of a name, for a member without a picture. */
export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('') || '?';

const ordinal = (place: number) => `${place}${place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th'}`;

/** 'YYYY-MM' → 'October 2026'. */
export const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function frame(chapterName: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${font}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.primary}"/>
<rect x="32" y="32" width="${CARD_WIDTH - 64}" height="${CARD_HEIGHT - 64}" rx="24" fill="${colors.surface}"/>
${text(80, 104, 32, colors.primary, fitText(chapterName, 1040, 32, true), ' font-weight="700"')}
<rect x="80" y="124" width="1040" height="2" fill="${colors.border}"/>
${body}
</svg>`;
}

/** Where the profile card's picture goes: a circle, drawn from the stored picture when there is one. */
export const PICTURE = { left: 80, top: 170, size: 220 } as const;

/** The profile card's SVG source: chapter, name, picture or initials, this month's rank and points, verified handles. */
export function profileCardSvg(profile: Pick<PublicProfileView, 'name' | 'chapterName' | 'month' | 'rank' | 'points' | 'handles' | 'profilePicture'>): string {
  const { left, top, size } = PICTURE;
  const r = size / 2;
  const picture = profile.profilePicture
    ? `<circle cx="${left + r}" cy="${top + r}" r="${r}" fill="${colors.primarySoft}"/>`
    : `<circle cx="${left + r}" cy="${top + r}" r="${r}" fill="${colors.primary}"/>
${text(left + r, top + r + 30, 84, colors.onPrimary, initials(profile.name), ' font-weight="700" text-anchor="middle"')}`;
  const x = left + size + 48;
  const width = CARD_WIDTH - 80 - x;
  const standing =
    profile.rank === null
      ? `${profile.points} points in ${monthName(profile.month)}`
      : `#${profile.rank} in ${monthName(profile.month)} · ${profile.points} points`;
  const handles = profile.handles
    .slice(0, 4)
    .map((handle, i) => text(x, 380 + i * 44, 30, colors.text, fitText(`✓ ${PLATFORM_NAMES[handle.platform]}: ${handle.handle}`, width, 30)))
    .join('\n');
  return frame(
    profile.chapterName,
    `${picture}
${text(x, 232, 60, colors.text, fitText(profile.name, width, 60, true), ' font-weight="700"')}
${text(x, 296, 34, colors.primary, fitText(standing, width, 34, true), ' font-weight="700"')}
${handles}
${text(80, 560, 28, colors.muted, fitText(`Verified by ${profile.chapterName}`, 1040, 28))}`,
  );
}

const MEDAL: Partial<Record<AchievementType, { place: number; fill: string }>> = {
  gold: { place: 1, fill: colors.medalGold },
  silver: { place: 2, fill: colors.medalSilver },
  bronze: { place: 3, fill: colors.medalBronze },
};

/** An achievement in words: "2nd in October 2026", or "12-day active streak" / "in October 2026"; `mark` fits its medal. */
export function achievementWords(achievement: Pick<PublicAchievementView, 'type' | 'month' | 'value'>): { title: string; when: string; mark: string } {
  const month = monthName(achievement.month);
  const medal = MEDAL[achievement.type];
  if (medal) return { title: `${ordinal(medal.place)} in ${month}`, when: '', mark: ordinal(medal.place) };
  const value = achievement.value ?? 0;
  if (achievement.type === 'dailyActiveStreak') return { title: `${value}-day active streak`, when: `in ${month}`, mark: `${value}d` };
  return { title: `${value} problems a day`, when: `in ${month}`, mark: `${value}` };
}

/** The achievement card's SVG source: "2nd in October 2026", the chapter and the member's name. */
export function achievementCardSvg(achievement: PublicAchievementView, chapterName: string): string {
  const { title, when, mark } = achievementWords(achievement);
  const fill = MEDAL[achievement.type]?.fill ?? colors.primarySoft;
  const ink = MEDAL[achievement.type] ? colors.onMedal : colors.primary;
  const x = 400;
  const width = CARD_WIDTH - 80 - x;
  return frame(
    chapterName,
    `<circle cx="210" cy="330" r="130" fill="${fill}"/>
${text(210, 360, mark.length > 3 ? 64 : 84, ink, fitText(mark, 230, 84, true), ' font-weight="700" text-anchor="middle"')}
${text(x, 290, 50, colors.text, fitText(title, width, 50, true), ' font-weight="700"')}
${text(x, 350, 34, colors.primary, fitText(when ? `${when}, ${chapterName}` : chapterName, width, 34, true), ' font-weight="700"')}
${text(x, 420, 40, colors.text, fitText(achievement.name, width, 40))}
${text(80, 560, 28, colors.muted, fitText(`Verified by ${chapterName}`, 1040, 28))}`,
  );
}

/** The stored picture's bytes (public pictures only), or null when it is gone. */
export async function pictureBytes(db: Kysely<Database>, url: string): Promise<Buffer | null> {
  const file = await readPublicFile(db, url.slice(url.lastIndexOf('/') + 1));
  return file ? asBuffer(file.bytes) : null;
}

/** Draws `svg` to a PNG, with `picture` (a stored picture's bytes) cut to the profile card's circle. */
export async function renderCard(svg: string, picture: Buffer | null = null): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const base = sharp(Buffer.from(svg));
  if (!picture) return base.png().toBuffer();
  const { left, top, size } = PICTURE;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  try {
    const round = await sharp(picture)
      .resize(size, size, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    return await base
      .composite([{ input: round, left, top }])
      .png()
      .toBuffer();
  } catch {
    // A picture sharp cannot read leaves the plain circle: the card still draws.
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
}

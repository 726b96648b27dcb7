import { createHash } from 'node:crypto';
import { theme } from '@chapter/shared/theme';
import { escapeMarkup } from '../../markup/escape';
import { CARD_FONTS, initials } from '../publicProfile/card';

/** The installable app's icons (docs/pwa.md): the chapter's initials on its colour, as PNG at the sizes browsers ask. */
export const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
export type IconName = keyof typeof ICONS;
export const isIconName = (name: string): name is IconName => Object.hasOwn(ICONS, name);

const { colors } = theme;

/** A short name for home screens (about 12 characters show in full): the name's first words that fit, else its initials. */
export function shortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= 12) return trimmed;
  let kept = '';
  for (const word of trimmed.split(' ')) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > 12) break;
    kept = next;
  }
  return kept || initials(trimmed);
}

/**
 * The icon's SVG: the initials in the theme's text colour for the primary colour (4.5:1, shared/src/theme) on that
 * colour. A maskable icon fills its square and keeps the letters inside the central 80 % circle every mask keeps.
 */
export function iconSvg(chapterName: string, size: number, maskable: boolean): string {
  const letters = escapeMarkup(initials(chapterName));
  const fontSize = Math.round(size * (maskable ? 0.3 : 0.4));
  const radius = maskable ? 0 : Math.round(size * 0.18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${colors.primary}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${escapeMarkup(CARD_FONTS)}" font-weight="700" font-size="${fontSize}" fill="${colors.onPrimary}">${letters}</text>
</svg>`;
}

/** The web app manifest (https://www.w3.org/TR/appmanifest/) from the chapter's configuration and the shared theme. */
export function webAppManifest(chapterName: string) {
  return {
    id: '/dashboard',
    name: chapterName,
    short_name: shortName(chapterName),
    description: `${chapterName}: points, monthly leaderboards, practice sets, resources, roadmaps and a calendar of contests.`,
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: colors.surface,
    icons: Object.entries(ICONS).map(([name, icon]) => ({
      src: `/icons/${name}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/** A body with its strong ETag (its content's hash), made once per process. */
export interface Tagged {
  body: Buffer;
  etag: string;
}

export const tagged = (body: Buffer): Tagged => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });

export const renderIcon = async (chapterName: string, name: IconName): Promise<Buffer> => {
  const { size, maskable } = ICONS[name];
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(iconSvg(chapterName, size, maskable)))
    .png()
    .toBuffer();
};

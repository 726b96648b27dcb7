import { useState } from 'react';
import styled from 'styled-components';
import { color } from '../theme';

export type AvatarProps = {
  src?: string | null;
  name: string;
  /** Diameter in px. */
  size?: number;
  /** Next to the person's name already: hidden from assistive technology, so the name is not read twice. */
  decorative?: boolean;
};

/** "Asha K. Rao" → "AK"; blank → "?". */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('') || '?'
  );
};

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${color('primarySoft')};
  color: ${color('primary')};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function Avatar({ src, name, size = 40, decorative = false }: AvatarProps) {
  // Remembers which picture failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  if (src && !failed) {
    return (
      <Circle $size={size} aria-hidden={decorative || undefined}>
        <img src={src} alt={decorative ? '' : name} width={size} height={size} loading="lazy" onError={() => setFailedSrc(src)} />
      </Circle>
    );
  }
  return (
    <Circle $size={size} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </Circle>
  );
}

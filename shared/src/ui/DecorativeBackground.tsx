import { useMemo } from 'react';
import styled from 'styled-components';
import { BACKGROUND } from '../constants';
import { backgroundLayout, type BackgroundDensity, type BackgroundPattern } from './backgroundLayout';

export type DecorativeBackgroundProps = {
  pattern?: BackgroundPattern;
  density?: BackgroundDensity;
  colours?: readonly string[];
  opacity?: number;
  /** Changes the arrangement; the same seed always draws the same picture. */
  seed?: number;
};

const Layer = styled.div<{ $opacity: number }>`
  position: absolute;
  inset: 0;
  z-index: 0;
  overflow: hidden;
  pointer-events: none;
  user-select: none;
  opacity: ${({ $opacity }) => $opacity};
`;

const Grid = styled.div<{ $colour: string }>`
  position: absolute;
  inset: 0;
  background-image:
    linear-gradient(to right, ${({ $colour }) => $colour} 1px, transparent 1px), linear-gradient(to bottom, ${({ $colour }) => $colour} 1px, transparent 1px);
  background-size: ${BACKGROUND.gridPx}px ${BACKGROUND.gridPx}px;
`;

const Columns = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(${BACKGROUND.blockColumns}, 1fr);
  gap: 8px;
  padding: 0 8px;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Block = styled.div`
  border-radius: 6px;
`;

/**
 * Every mark is set in one font size and scaled to its own by its transform: the page's first layout then sets up one
 * size of the font for the whole layer, not one per mark (the login page's layout: 6.1 to 5.4 ms of CPU; docs/performance.md).
 */
const GLYPH_FONT_PX = 40;

const Glyph = styled.span`
  position: absolute;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${GLYPH_FONT_PX}px;
  font-weight: 800;
  line-height: 1;
  white-space: nowrap;
  transform-origin: 0 0;
`;

/** Scaled from the top left corner, then turned about the mark's own centre: as a mark set in its own size and turned. */
const glyphTransform = (size: number, rotate: number) =>
  `scale(${+(size / GLYPH_FONT_PX).toFixed(3)}) translate(50%, 50%) rotate(${rotate}deg) translate(-50%, -50%)`;

/** A purely decorative layer of platform and language marks; place it inside a `position: relative` parent. */
export function DecorativeBackground({
  pattern = 'blocks',
  density = 'medium',
  colours = BACKGROUND.colours,
  opacity = BACKGROUND.opacity,
  seed = 1,
}: DecorativeBackgroundProps) {
  const layout = useMemo(() => backgroundLayout(pattern, density, colours, seed), [pattern, density, colours, seed]);

  return (
    <Layer aria-hidden="true" $opacity={opacity} data-pattern={pattern} data-density={density}>
      {pattern === 'grid' ? (
        <Grid $colour={colours[0]} />
      ) : (
        <Columns>
          {layout.columns.map((column, c) => (
            <Column key={c} data-testid="background-column">
              {column.blocks.map((block, b) => (
                <Block key={b} style={{ height: block.height, background: block.colour }} />
              ))}
            </Column>
          ))}
        </Columns>
      )}
      {layout.icons.map((icon, i) => (
        <Glyph
          key={i}
          data-testid="background-icon"
          style={{ left: `${icon.left}%`, top: `${icon.top}%`, color: icon.colour, transform: glyphTransform(icon.size, icon.rotate) }}
        >
          {icon.glyph}
        </Glyph>
      ))}
    </Layer>
  );
}

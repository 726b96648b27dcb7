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

const Glyph = styled.span`
  position: absolute;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 800;
  line-height: 1;
  white-space: nowrap;
`;

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
          style={{ left: `${icon.left}%`, top: `${icon.top}%`, fontSize: icon.size, color: icon.colour, transform: `rotate(${icon.rotate}deg)` }}
        >
          {icon.glyph}
        </Glyph>
      ))}
    </Layer>
  );
}

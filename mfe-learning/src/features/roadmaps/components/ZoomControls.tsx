import { useReactFlow, useViewport } from '@xyflow/react';
import styled from 'styled-components';
import { Button, MinusIcon, PlusIcon, ROADMAP, color } from '@chapter/shared';
import { nextZoom } from '../graph/zoom';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Level = styled.output`
  min-width: 3.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${color('muted')};
`;

/** Zoom out / in by ×1.25 within 0.5–2.5, and fit the whole roadmap in view. */
export function ZoomControls() {
  const { zoomTo, fitView } = useReactFlow();
  const { zoom } = useViewport();
  const step = (direction: 1 | -1) => void zoomTo(nextZoom(zoom, direction), { duration: 200 });
  return (
    <Group role="group" aria-label="Zoom">
      <Button variant="secondary" size="small" aria-label="Zoom out" disabled={zoom <= ROADMAP.zoomMin + 1e-6} onClick={() => step(-1)}>
        <MinusIcon size={16} />
      </Button>
      <Level aria-label="Zoom level">{Math.round(zoom * 100)}%</Level>
      <Button variant="secondary" size="small" aria-label="Zoom in" disabled={zoom >= ROADMAP.zoomMax - 1e-6} onClick={() => step(1)}>
        <PlusIcon size={16} />
      </Button>
      <Button variant="secondary" size="small" onClick={() => void fitView({ padding: 0.2, duration: 200 })}>
        Fit
      </Button>
    </Group>
  );
}

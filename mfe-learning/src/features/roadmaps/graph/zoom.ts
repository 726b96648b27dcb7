import { ROADMAP } from '@chapter/shared';

/** The zoom after one press of zoom in (+1) or out (-1): ×1.25 or ÷1.25, kept within 0.5–2.5. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const zoom = direction > 0 ? current * ROADMAP.zoomStep : current / ROADMAP.zoomStep;
  return Math.min(ROADMAP.zoomMax, Math.max(ROADMAP.zoomMin, zoom));
}

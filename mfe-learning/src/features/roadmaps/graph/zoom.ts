import { ROADMAP } from '@chapter/shared';

/** The zoom after one press of zoom in (+1) or out (-1): ×1.25 or ÷1.25, kept within 0.5–2.5. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const zoom = direction > 0 ? current * ROADMAP.zoomStep : current / ROADMAP.zoomStep;
  return Math.min(ROADMAP.zoomMax, Math.max(ROADMAP.zoomMin, zoom));
}

export type Box = { x: number; y: number; width: number; height: number };
export type Viewport = { x: number; y: number; zoom: number };

/** Below this zoom the cards' text is too small to read, so the view opens at the top instead of showing it all. */
export const READABLE_ZOOM = 0.75;
const EDGE_PX = 32;

/**
 * Where the viewer opens: the whole roadmap centred if it fits at a readable zoom (never above 100 %);
 * otherwise the widest readable view with the root card at the top edge, centred on it, so nothing of it is cut off.
 */
export function openingViewport(graph: Box, root: Box, view: { width: number; height: number }): Viewport {
  const fitWidth = (view.width - 2 * EDGE_PX) / graph.width;
  const fitAll = Math.min(1, fitWidth, (view.height - 2 * EDGE_PX) / graph.height);
  if (fitAll >= READABLE_ZOOM) {
    return { zoom: fitAll, x: view.width / 2 - (graph.x + graph.width / 2) * fitAll, y: view.height / 2 - (graph.y + graph.height / 2) * fitAll };
  }
  const zoom = Math.min(1, Math.max(READABLE_ZOOM, Math.min(fitWidth, (view.width - 2 * EDGE_PX) / root.width)));
  const centreX = graph.width * zoom <= view.width - 2 * EDGE_PX ? graph.x + graph.width / 2 : root.x + root.width / 2;
  return { zoom, x: view.width / 2 - centreX * zoom, y: EDGE_PX - root.y * zoom };
}

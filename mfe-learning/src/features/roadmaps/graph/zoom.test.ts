import { READABLE_ZOOM, nextZoom, openingViewport } from './zoom';

test('zoom steps by ×1.25 and stays within 0.5–2.5', () => {
  expect(nextZoom(1, 1)).toBe(1.25);
  expect(nextZoom(1.25, -1)).toBe(1);
  expect(nextZoom(2.4, 1)).toBe(2.5);
  expect(nextZoom(0.55, -1)).toBe(0.5);
});

describe('openingViewport', () => {
  const root = { x: -150, y: 0, width: 300, height: 120 };

  test('a small roadmap opens whole and centred, never enlarged past 100 %', () => {
    const graph = { x: -150, y: 0, width: 300, height: 400 };
    const view = openingViewport(graph, root, { width: 1000, height: 650 });
    expect(view.zoom).toBe(1);
    expect(view.x).toBe(500); // the graph's centre (x = 0) in the middle of the view
    expect(view.y).toBe(325 - 200);
  });

  test('a tall roadmap opens at a readable zoom with its root card whole at the top', () => {
    const graph = { x: -500, y: 0, width: 1000, height: 3000 };
    const view = openingViewport(graph, root, { width: 1100, height: 650 });
    expect(view.zoom).toBe(1);
    expect(view.y).toBe(32); // the root's top edge sits inside the view, not above it
    expect(view.x).toBe(550);
  });

  test('on a phone it keeps the cards readable and centres the root rather than the whole width', () => {
    const graph = { x: -500, y: 0, width: 1000, height: 3000 };
    const view = openingViewport(graph, root, { width: 390, height: 455 });
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    const rootLeft = view.x + root.x * view.zoom;
    const rootRight = view.x + (root.x + root.width) * view.zoom;
    expect(rootLeft).toBeGreaterThanOrEqual(0);
    expect(rootRight).toBeLessThanOrEqual(390);
    expect(view.y + root.y * view.zoom).toBe(32);
  });
});

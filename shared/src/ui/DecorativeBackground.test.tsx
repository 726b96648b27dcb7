import { render, screen } from '@testing-library/react';
import { backgroundLayout } from './backgroundLayout';
import { DecorativeBackground } from './DecorativeBackground';

describe('backgroundLayout', () => {
  it.each([
    ['sparse', 12],
    ['medium', 24],
    ['dense', 40],
  ] as const)('%s density draws %i icons', (density, count) => {
    expect(backgroundLayout('grid', density).icons).toHaveLength(count);
  });

  it('blocks: 12 columns of 3 to 10 blocks', () => {
    const { columns } = backgroundLayout('blocks', 'medium');
    expect(columns).toHaveLength(12);
    for (const column of columns) {
      expect(column.blocks.length).toBeGreaterThanOrEqual(3);
      expect(column.blocks.length).toBeLessThanOrEqual(10);
    }
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(backgroundLayout('blocks', 'dense', undefined, 7)).toEqual(backgroundLayout('blocks', 'dense', undefined, 7));
    expect(backgroundLayout('blocks', 'dense', undefined, 7)).not.toEqual(backgroundLayout('blocks', 'dense', undefined, 8));
  });

  it('uses only the given colours', () => {
    const { icons, columns } = backgroundLayout('blocks', 'sparse', ['#123456']);
    expect(new Set([...icons.map((i) => i.colour), ...columns.flatMap((c) => c.blocks.map((b) => b.colour))])).toEqual(new Set(['#123456']));
  });
});

describe('DecorativeBackground', () => {
  it('is hidden from assistive technology and defaults to blocks, medium', () => {
    const { container } = render(<DecorativeBackground />);
    const layer = container.firstElementChild as HTMLElement;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveAttribute('data-pattern', 'blocks');
    expect(screen.getAllByTestId('background-icon')).toHaveLength(24);
    expect(screen.getAllByTestId('background-column')).toHaveLength(12);
    expect(layer).toHaveStyle({ opacity: '0.1' });
  });

  it('grid pattern draws no block columns', () => {
    render(<DecorativeBackground pattern="grid" density="sparse" />);
    expect(screen.queryAllByTestId('background-column')).toHaveLength(0);
    expect(screen.getAllByTestId('background-icon')).toHaveLength(12);
  });

  it('draws each mark at its own size, scaling one font size (one font set-up for the layer)', () => {
    render(<DecorativeBackground density="sparse" seed={3} />);
    const marks = screen.getAllByTestId('background-icon');
    const sizes = backgroundLayout('blocks', 'sparse', undefined, 3).icons.map((icon) => icon.size);
    expect(new Set(sizes).size).toBeGreaterThan(1);
    expect(new Set(marks.map((mark) => getComputedStyle(mark).fontSize))).toEqual(new Set(['40px']));
    marks.forEach((mark, i) => {
      const scale = Number(/^scale\(([\d.]+)\)/.exec(mark.style.transform)?.[1]);
      expect(40 * scale).toBeCloseTo(sizes[i], 0);
    });
  });
});

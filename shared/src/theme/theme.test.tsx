import { render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, color, media, theme } from '.';

const Swatch = styled.div`
  color: ${color('primary')};
`;

describe('theme', () => {
  it('uses the accessible chapter green as primary and a 640px mobile breakpoint', () => {
    expect(theme.colors.primary).toBe('#007a55');
    expect(theme.breakpoints.mobile).toBe('640px');
    expect(media.mobile).toContain('640px');
    expect(media.above('tablet')).toBe('@media (min-width: 768px)');
  });

  it('token getters read the provided theme and fall back to the default one', () => {
    const { getByTestId, rerender } = render(<Swatch data-testid="s" />);
    expect(getByTestId('s')).toHaveStyle({ color: '#007a55' });
    const custom = { ...theme, colors: { ...theme.colors, primary: '#123456' } };
    rerender(
      <ThemeProvider theme={custom}>
        <Swatch data-testid="s" />
      </ThemeProvider>,
    );
    expect(getByTestId('s')).toHaveStyle({ color: '#123456' });
  });

  it('GlobalStyle renders without a provider', () => {
    expect(() => render(<GlobalStyle />)).not.toThrow();
  });
});

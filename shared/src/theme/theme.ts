/** Design tokens every app reads through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    // Brand green darkened just enough to pass 4.5:1 as text on every light surface and under white text.
    primary: '#007a55',
    primaryHover: '#00664a',
    primaryAlt: '#2a7f40',
    primarySoft: '#e6f4ee',
    onPrimary: '#ffffff',
    text: '#1f2937',
    muted: '#5f6672',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    warning: '#a1460a',
    warningSoft: '#fef3c7',
    info: '#1d4ed8',
    infoSoft: '#dbeafe',
    success: '#15803d',
    successSoft: '#dcfce7',
    surface: '#ffffff',
    surfaceAlt: '#f9fafb',
    // Dividers and card edges are decorative; controlBorder outlines things a user operates (3:1).
    border: '#e5e7eb',
    controlBorder: '#858b96',
    overlay: 'rgba(17, 24, 39, 0.5)',
    focus: '#007a55',
    // Podium places: the medal fills carry dark ink, since white on gold or grey cannot reach 4.5:1.
    medalGold: '#f5b301',
    medalSilver: '#b4bac3',
    medalBronze: '#d29560',
    onMedal: '#1f2937',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 4px 12px rgba(0, 0, 0, 0.1)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.16)',
  },
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  breakpoints: { mobile: '640px', tablet: '768px', desktop: '1024px', wide: '1280px' },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  zIndex: { tooltip: 1100, dialog: 1000, toast: 1200 },
};

export type AppTheme = typeof theme;

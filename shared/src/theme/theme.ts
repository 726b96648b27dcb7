/** Design tokens every app reads through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    primary: '#00895e',
    primaryHover: '#00734f',
    primaryAlt: '#2f8d46',
    primarySoft: '#e6f4ee',
    onPrimary: '#ffffff',
    text: '#1f2937',
    muted: '#6b7280',
    danger: '#dc2626',
    dangerSoft: '#fee2e2',
    warning: '#d97706',
    warningSoft: '#fef3c7',
    info: '#2563eb',
    infoSoft: '#dbeafe',
    success: '#16a34a',
    successSoft: '#dcfce7',
    surface: '#ffffff',
    surfaceAlt: '#f9fafb',
    border: '#e5e7eb',
    overlay: 'rgba(17, 24, 39, 0.5)',
    focus: '#00895e',
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
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  zIndex: { tooltip: 1100, dialog: 1000, toast: 1200 },
};

export type AppTheme = typeof theme;

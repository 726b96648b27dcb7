import type { DefaultToastOptions, ToastPosition } from 'react-hot-toast';
import { TOAST } from '../constants';
import { theme } from '../theme';

export const toastPosition: ToastPosition = TOAST.position;

/**
 * Where the toasts' column starts: below the sticky header, never over its controls; above dialogs, below a menu the
 * header has open (the header rises above the toasts then, shell's Navbar).
 */
export const toastContainerStyle = { top: TOAST.topPx, zIndex: theme.zIndex.toast } as const;

/** Options for the single <Toaster> host; react-hot-toast already pauses on hover. */
export const toastOptions: DefaultToastOptions = {
  position: TOAST.position,
  duration: TOAST.durationMs,
  style: {
    background: theme.colors.surface,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    boxShadow: theme.shadows.md,
    fontFamily: theme.fonts.body,
    maxWidth: 'min(420px, calc(100vw - 32px))',
  },
  success: { iconTheme: { primary: theme.colors.success, secondary: theme.colors.onPrimary } },
  error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.onPrimary } },
};

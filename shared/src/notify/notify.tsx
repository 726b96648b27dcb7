import { toast } from 'react-hot-toast';
import { theme } from '../theme';
import { InfoIcon, WarningIcon } from './ToastIcons';

const politely = { role: 'status', 'aria-live': 'polite' } as const;
const urgently = { role: 'alert', 'aria-live': 'assertive' } as const;

/** How long a toast stays, when its news is worth longer than the usual (TOAST.durationMs). */
export interface NotifyOptions {
  durationMs?: number;
}

/** The four toast types; each returns the toast id (for `notify.dismiss`). */
export const notify = {
  success: (message: string, options: NotifyOptions = {}) =>
    toast.success(message, { ariaProps: politely, ...(options.durationMs ? { duration: options.durationMs } : {}) }),
  error: (message: string) => toast.error(message, { ariaProps: urgently }),
  info: (message: string) =>
    toast(message, {
      icon: <InfoIcon fill={theme.colors.info} />,
      ariaProps: politely,
      style: { borderLeft: `4px solid ${theme.colors.info}` },
    }),
  warning: (message: string) =>
    toast(message, {
      icon: <WarningIcon fill={theme.colors.warning} />,
      ariaProps: urgently,
      style: { borderLeft: `4px solid ${theme.colors.warning}` },
    }),
  dismiss: (id?: string) => toast.dismiss(id),
};

export type NotifyType = Exclude<keyof typeof notify, 'dismiss'>;

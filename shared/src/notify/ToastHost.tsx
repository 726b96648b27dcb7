import { useEffect } from 'react';
import { ToastBar, Toaster, toast, useToasterStore } from 'react-hot-toast';
import { CloseIcon } from '../ui/icons';
import { toastContainerStyle, toastOptions, toastPosition } from './toastOptions';

/**
 * Escape dismisses the messages on screen, wherever the focus is: a toast over the control a keyboard member has just
 * reached (the column sits top right, over the page's content) goes without moving the focus (WCAG 2.4.11, Focus Not
 * Obscured). The key still does what it does elsewhere (a dialog or a menu closes too). A "loading" toast stays: it
 * tells of work still going on, and has no close button either.
 */
function useEscapeDismisses(): void {
  const { toasts } = useToasterStore();
  const shown = toasts.filter((t) => t.visible && t.type !== 'loading').map((t) => t.id);
  // One listener per set of shown toasts (the store hands out a new list on every change, even of a toast's height).
  const key = JSON.stringify(shown);
  useEffect(() => {
    const ids = JSON.parse(key) as string[];
    if (ids.length === 0) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') for (const id of ids) toast.dismiss(id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [key]);
}

/** Mount once in the shell; every remote's `notify` calls land here (react-hot-toast is a shared singleton). */
export function ToastHost() {
  useEscapeDismisses();
  return (
    <Toaster position={toastPosition} toastOptions={toastOptions} containerStyle={toastContainerStyle}>
      {(t) => (
        <ToastBar toast={t}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {t.type !== 'loading' && (
                <button
                  type="button"
                  aria-label="Dismiss notification"
                  onClick={() => toast.dismiss(t.id)}
                  style={{ border: 0, background: 'transparent', cursor: 'pointer', lineHeight: 0, padding: 4, color: 'inherit' }}
                >
                  <CloseIcon size={16} />
                </button>
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}

import { ToastBar, Toaster, toast } from 'react-hot-toast';
import { CloseIcon } from '../ui/icons';
import { toastContainerStyle, toastOptions, toastPosition } from './toastOptions';

/** Mount once in the shell; every remote's `notify` calls land here (react-hot-toast is a shared singleton). */
export function ToastHost() {
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

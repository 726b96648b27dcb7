export { notify } from './notify';
export type { NotifyType } from './notify';
export { toastOptions, toastPosition } from './toastOptions';
export { ToastHost } from './ToastHost';
export { useLoadErrorToast } from './useLoadErrorToast';

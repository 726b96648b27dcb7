import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A bar button's popup (the profile menu, the notification panel): open or closed; while open, a press outside the
 * wrapper closes it and `focusOnOpen` says where the focus goes. `closeToTrigger` closes it and gives the focus back to
 * the button that opened it (Escape).
 */
export function usePopover<T extends HTMLElement>(focusOnOpen: () => void) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<T>(null);
  const focusFirst = useRef(focusOnOpen);
  useLayoutEffect(() => {
    focusFirst.current = focusOnOpen;
  });

  useEffect(() => {
    if (!open) return;
    focusFirst.current();
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const closeToTrigger = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return { open, setOpen, wrapper: wrapper as RefObject<HTMLDivElement>, trigger: trigger as RefObject<T>, closeToTrigger };
}

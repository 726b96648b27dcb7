import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { color, media, radius, shadow, zIndex } from '../theme';
import { CloseButton } from './CloseButton';

export type DialogSize = 'small' | 'medium' | 'large';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /** Escape, a click on the backdrop and the ✕ button call it (never while `busy`). */
  onClose: () => void;
  children?: ReactNode;
  /** Action buttons under the body. */
  footer?: ReactNode;
  /** Sentence under the title that screen readers announce with it. */
  description?: ReactNode;
  /** Drawn above the title (ConfirmDialog's type glyph). */
  icon?: ReactNode;
  /** Show the ✕ in the header (default true). */
  closeButton?: boolean;
  /** While an action runs: aria-busy, and nothing closes the dialog. */
  busy?: boolean;
  /** Focused on open; default: the first control of the body or footer, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: DialogSize;
  align?: 'start' | 'center';
  /** Makes body and footer one form (so Enter and a `type="submit"` footer button submit it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

const widths: Record<DialogSize, string> = { small: '420px', medium: '560px', large: '760px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex('dialog')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${color('overlay')};

  ${media.mobile} {
    padding: 8px;
  }
`;

const Panel = styled.div<{ $size: DialogSize; $align: 'start' | 'center' }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('lg')};
  text-align: ${({ $align }) => $align};

  &:focus {
    outline: none;
  }
  ${media.mobile} {
    padding: 20px 16px;
    max-height: calc(100vh - 16px);
  }
`;

const Header = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  ${({ $align }) =>
    $align === 'center'
      ? css`
          flex-direction: column;
          align-items: center;
        `
      : css`
          justify-content: space-between;
        `}
`;

const Title = styled.h2`
  flex: 1;
  margin: 0 0 8px;
  font-size: 1.25rem;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const Description = styled.div`
  margin: 0;
  color: ${color('muted')};
`;

const Content = styled.div``;

const Body = styled.div`
  &:not(:first-child) {
    margin-top: 16px;
  }
`;

const Footer = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-end')};
  margin-top: 24px;

  ${media.mobile} {
    flex-direction: column-reverse;
    & > button {
      width: 100%;
    }
  }
`;

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

// Nested dialogs (a confirmation over a form) share one scroll lock; the last to close releases it.
let openDialogs = 0;
let bodyOverflow = '';
function lockScroll() {
  if (openDialogs === 0) {
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openDialogs += 1;
}
function unlockScroll() {
  openDialogs = Math.max(0, openDialogs - 1);
  if (openDialogs === 0) document.body.style.overflow = bodyOverflow;
}

/** A modal window: labelled by its title, focus kept inside and given back on close, page scroll locked. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  description,
  icon,
  closeButton = true,
  busy = false,
  initialFocusRef,
  size = 'small',
  align = 'start',
  onSubmit,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement & HTMLFormElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const firstControl = contentRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (initialFocusRef?.current ?? firstControl ?? panelRef.current)?.focus();
    lockScroll();
    return () => {
      unlockScroll();
      previous?.focus();
    };
    // Focus moves once per opening: `initialFocusRef` is a ref object, the same on every render.
  }, [open, initialFocusRef]);

  if (!open) return null;

  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
        $align={align}
      >
        <Header $align={align}>
          {icon}
          <Title id={titleId}>{title}</Title>
          {closeButton && <CloseButton onClick={close} disabled={busy} />}
        </Header>
        <Content ref={contentRef} as={onSubmit ? 'form' : 'div'} noValidate={onSubmit ? true : undefined} onSubmit={onSubmit}>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children && <Body>{children}</Body>}
          {footer && <Footer $align={align}>{footer}</Footer>}
        </Content>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

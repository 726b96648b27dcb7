import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { CheckIcon } from './icons';

export type ConfirmDialogType = 'success' | 'danger' | 'info';

export type ConfirmDialogProps = {
  open: boolean;
  type?: ConfirmDialogType;
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const accents = { success: 'success', danger: 'danger', info: 'info' } as const;
const glyphs: Record<ConfirmDialogType, ReactNode> = { success: <CheckIcon size={26} />, danger: '!', info: 'i' };

const Icon = styled.div<{ $type: ConfirmDialogType }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: 4px;
  border-radius: 50%;
  font-size: 1.5rem;
  font-weight: 700;
  color: ${(props) => color(accents[props.$type])(props)};
  background: ${(props) => color(`${accents[props.$type]}Soft`)(props)};
`;

/** A modal yes/no question. While `busy`, both buttons are disabled and nothing closes it. */
export function ConfirmDialog({
  open,
  type = 'info',
  title,
  message,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // The least destructive choice gets focus first.
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      onClose={onCancel}
      busy={busy}
      closeButton={false}
      align="center"
      initialFocusRef={cancelRef}
      icon={
        <Icon $type={type} aria-hidden="true" data-confirm-type={type}>
          {glyphs[type]}
        </Icon>
      }
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button variant={type === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmText}
          </Button>
        </>
      }
    />
  );
}

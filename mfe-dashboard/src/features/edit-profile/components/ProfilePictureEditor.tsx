import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { Avatar, Button, color, ConfirmDialog, media, radius, visuallyHidden } from '@chapter/shared';
import { profilePictureSchema } from '@chapter/shared/schemas';
import type { Picture } from '@chapter/shared/types';
import { useProfilePicture } from '../api/editProfilePicture';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${color('border')};

  ${media.mobile} {
    flex-direction: column;
    text-align: center;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  ${media.mobile} {
    justify-content: center;
  }
`;

const FileInput = styled.input`
  ${visuallyHidden}

  &:focus-visible + label {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('text')};
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${color('surfaceAlt')};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${color('danger')};
`;

type Pending = { file: File; preview: string };

/** Reads a chosen file as a data URL for the preview; a file that cannot be read gives null. */
function readAsDataUrl(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

export type ProfilePictureEditorProps = {
  name: string;
  initial: Picture | null;
};

/** Choose (JPG, PNG or GIF up to 5 MB), preview, then save; or delete the stored picture. Both ask first. */
export function ProfilePictureEditor({ name, initial }: ProfilePictureEditorProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { picture, busy, save, remove } = useProfilePicture(initial);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<'save' | 'delete' | null>(null);
  const wasAsking = useRef(false);

  // After a save or delete the button that opened the question is gone; keep keyboard users in the section.
  useEffect(() => {
    if (wasAsking.current && asking === null && document.activeElement === document.body) inputRef.current?.focus();
    wasAsking.current = asking !== null;
  }, [asking]);

  const resetChoice = () => {
    setPending(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    if (!file) return;
    try {
      await profilePictureSchema.validate(file);
    } catch (reason) {
      resetChoice();
      setError(reason instanceof ValidationError ? reason.message : 'Failed to update profile picture!');
      return;
    }
    const preview = await readAsDataUrl(file);
    if (!preview) {
      resetChoice();
      setError('This file could not be read. Please choose another picture.');
      return;
    }
    setPending({ file, preview });
  };

  const confirm = async () => {
    const done = asking === 'save' && pending ? await save(pending.file) : asking === 'delete' ? await remove() : false;
    setAsking(null);
    if (done) resetChoice();
  };

  return (
    <Row>
      <Avatar src={pending?.preview ?? picture?.url} name={name} size={96} />
      <Controls>
        <Buttons>
          <FileInput
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event)}
            disabled={busy}
          />
          <ChooseLabel htmlFor={inputId}>{picture || pending ? 'Change picture' : 'Choose picture'}</ChooseLabel>
          {pending && (
            <>
              <Button size="small" onClick={() => setAsking('save')} disabled={busy}>
                Save picture
              </Button>
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  resetChoice();
                  inputRef.current?.focus();
                }}
                disabled={busy}
              >
                Discard
              </Button>
            </>
          )}
          {!pending && picture && (
            <Button variant="danger" size="small" onClick={() => setAsking('delete')} disabled={busy}>
              Delete picture
            </Button>
          )}
        </Buttons>
        <Hint id={hintId}>{pending ? 'Preview: save to show it on your profile.' : 'JPG, PNG or GIF, up to 5 MB.'}</Hint>
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
      </Controls>
      <ConfirmDialog
        open={asking === 'save'}
        type="success"
        title="Update Profile Picture"
        message="Your new picture will be shown on your profile and the leaderboards."
        confirmText="Save"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        type="danger"
        title="Delete Profile Picture"
        message="Your picture will be removed and your initials shown instead."
        confirmText="Delete"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Row>
  );
}

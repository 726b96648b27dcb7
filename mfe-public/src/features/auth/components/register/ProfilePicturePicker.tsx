import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { color, notify } from '@chapter/shared';
import { pictureProblem, RULES_UNAVAILABLE } from './registerValidation';

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 104px;
    height: 104px;
    overflow: hidden;
    border: 2px dashed ${color('border')};
    border-radius: 50%;
    background: ${color('surfaceAlt')};
    color: ${color('muted')};
    font-size: 0.85rem;
    text-align: center;
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 2px solid ${color('focus')};
    outline-offset: 3px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .overlay {
    position: absolute;
    inset: auto 0 0 0;
    padding: 4px 0 8px;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    font-weight: 600;
  }
  .hint {
    margin: 0;
    color: ${color('muted')};
    font-size: 0.8rem;
  }
  .error {
    margin: 0;
    color: ${color('danger')};
    font-size: 0.8125rem;
  }
`;

export type ProfilePicturePickerProps = { value: File | null; onChange: (file: File | null) => void };

/** Optional picture: a circular preview with a 'Change' overlay; a wrong type or size is refused and the field cleared. */
export function ProfilePicturePicker({ value, onChange }: ProfilePicturePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The preview belongs to the file it shows: once the form's value is another file (or none), it is gone.
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  const preview = read && read.file === value ? read.url : null;
  const [error, setError] = useState<string | null>(null);

  function clear(message: string | null) {
    setError(message);
    setRead(null);
    onChange(null);
    if (input.current) input.current.value = '';
  }

  async function take(file: File) {
    const message = await pictureProblem(file).catch(() => RULES_UNAVAILABLE);
    if (message) {
      notify.error(message);
      clear(message);
      return;
    }
    setError(null);
    onChange(file);
    const reader = new FileReader();
    reader.onload = () => setRead(typeof reader.result === 'string' ? { file, url: reader.result } : null);
    // A file that cannot be read resets the picture field.
    reader.onerror = () => clear('The picture could not be read. Please choose another.');
    reader.readAsDataURL(file);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void take(file);
  }

  // The page is prerendered: a picture chosen before its script arrived is in the field, but no change event reached
  // React. Once hydrated, take it as if it had just been chosen.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early && !value) void take(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render can follow a hydration
  }, []);

  return (
    <Picker>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        onChange={choose}
        aria-label={value ? `Change profile picture (${value.name})` : 'Profile picture (optional)'}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <label htmlFor={id} aria-hidden="true">
        {preview ? <img src={preview} alt="" /> : <span>Add photo</span>}
        {value && <span className="overlay">Change</span>}
      </label>
      <p className="hint" id={`${id}-hint`}>
        Optional · JPG, PNG or GIF, up to 5 MB
      </p>
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </Picker>
  );
}

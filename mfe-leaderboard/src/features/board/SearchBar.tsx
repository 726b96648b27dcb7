import { useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon, Input, color, useEarlyValue } from '@chapter/shared';

const Box = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;

  input {
    padding-right: 44px;
  }
  /* The browser's own clear control would be a second one. */
  input::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const Clear = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color('muted')};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${color('surfaceAlt')};
    color: ${color('text')};
  }
`;

export type SearchBarProps = { value: string; onChange: (value: string) => void; onClear: () => void };

/** 'Search users...' with a clear button while it holds text. */
export function SearchBar({ value, onChange, onClear }: SearchBarProps) {
  const input = useRef<HTMLInputElement>(null);
  // The board may come drawn by the server: a search typed before the app attached is searched for.
  useEarlyValue(input, onChange);
  return (
    <Box role="search">
      <Input
        ref={input}
        type="search"
        aria-label="Search users"
        placeholder="Search users..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onClear();
          }
        }}
        autoComplete="off"
      />
      {value && (
        <Clear
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onClear();
            input.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </Clear>
      )}
    </Box>
  );
}

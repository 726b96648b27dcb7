import { useRef } from 'react';
import styled from 'styled-components';
import { Input, useEarlyValue } from '@chapter/shared';

const Box = styled.div`
  flex: 1 1 260px;
  max-width: 480px;
`;

export type SearchBoxProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  // The list may come drawn by the server: a search typed before the app attached is searched for.
  const input = useRef<HTMLInputElement>(null);
  useEarlyValue(input, onChange);
  return (
    <Box role="search">
      <Input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </Box>
  );
}

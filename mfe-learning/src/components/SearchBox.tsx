import styled from 'styled-components';
import { Input } from '@chapter/shared';

const Box = styled.div`
  flex: 1 1 260px;
  max-width: 480px;
`;

export type SearchBoxProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <Box role="search">
      <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </Box>
  );
}

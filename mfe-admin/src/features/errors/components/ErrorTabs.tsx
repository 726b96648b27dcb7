import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { color, radius } from '@chapter/shared';
import type { QueueKind } from '../api/queues';

export const ERROR_TABS: { kind: QueueKind; label: string }[] = [
  { kind: 'contest', label: 'Contest Errors' },
  { kind: 'practice', label: 'Practice Question Errors' },
];

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Tab = styled.button`
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('pill')};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${color('primary')};
    border-color: ${color('primary')};
    color: ${color('onPrimary')};
  }
`;

export const tabId = (kind: QueueKind) => `error-tab-${kind}`;
export const panelId = (kind: QueueKind) => `error-panel-${kind}`;

/** Contest Errors | Practice Question Errors, a WAI-ARIA tab list (arrow keys move between tabs). */
export function ErrorTabs({ current, counts, onChange }: { current: QueueKind; counts: Record<QueueKind, number>; onChange: (kind: QueueKind) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = ERROR_TABS.findIndex((tab) => tab.kind === current);
    const next = ERROR_TABS[(index + (event.key === 'ArrowRight' ? 1 : ERROR_TABS.length - 1)) % ERROR_TABS.length];
    onChange(next.kind);
    refs.current[next.kind]?.focus();
  };
  return (
    <List role="tablist" aria-label="Error queues" onKeyDown={onKeyDown}>
      {ERROR_TABS.map(({ kind, label }) => (
        <Tab
          key={kind}
          ref={(element) => {
            refs.current[kind] = element;
          }}
          type="button"
          role="tab"
          id={tabId(kind)}
          aria-selected={kind === current}
          aria-controls={panelId(kind)}
          tabIndex={kind === current ? 0 : -1}
          onClick={() => onChange(kind)}
        >
          {label} ({counts[kind]})
        </Tab>
      ))}
    </List>
  );
}

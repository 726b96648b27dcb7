import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { color, radius } from '@chapter/shared';
import type { ManualSubsection } from '../data/userManual';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 20px;

  button {
    min-height: 40px;
    padding: 6px 14px;
    border: 1px solid ${color('border')};
    border-radius: ${radius('pill')};
    background: ${color('surface')};
    color: ${color('text')};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: ${color('primary')};
    background: ${color('primary')};
    color: ${color('onPrimary')};
  }
`;

export type ManualTabsProps = { subsections: readonly ManualSubsection[]; selectedId: string; panelId: string; onSelect: (id: string) => void };

/** Subsection tabs: arrow keys, Home and End move between them (WAI-ARIA tabs pattern). */
export function ManualTabs({ subsections, selectedId, panelId, onSelect }: ManualTabsProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = subsections.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(subsections[target].id);
    buttons.current[target]?.focus();
  }

  return (
    <List role="tablist" aria-label="Subsections">
      {subsections.map((subsection, index) => {
        const selected = subsection.id === selectedId;
        return (
          <button
            key={subsection.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${subsection.id}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(subsection.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {subsection.title}
          </button>
        );
      })}
    </List>
  );
}

import { createContext, memo, useContext } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import styled from 'styled-components';
import { ROADMAP, color, radius, shadow } from '@chapter/shared';
import { plural } from '../../../lib/plural';
import type { StepNode } from '../graph/flowElements';
import { LevelBadge, levelColour } from './LevelBadge';

export type StepActions = {
  /** A click, tap, Enter or Space on a node. */
  activate: (id: string) => void;
  /** Keyboard focus reached a node: bring it into view. */
  reveal: (id: string) => void;
};

export const StepActionsContext = createContext<StepActions>({ activate: () => undefined, reveal: () => undefined });

// A mouse click focuses the button too; only keyboard focus should move the view.
const focusVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

const Card = styled.button<{ $accent: string; $selected: boolean; $source: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  width: ${ROADMAP.nodeWidth}px;
  padding: 14px 16px;
  border: 2px ${({ $source }) => ($source ? 'dashed' : 'solid')} ${({ $accent, $selected }) => ($selected ? $accent : 'transparent')};
  border-left: 6px solid ${({ $accent }) => $accent};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${({ $selected }) => ($selected ? shadow('lg') : shadow('md'))};
  color: ${color('text')};
  font: inherit;
  text-align: left;
  cursor: inherit;
  /* React Flow turns pointer events off for nodes that cannot be dragged or selected; the card stays clickable. */
  pointer-events: all;
  transform: ${({ $selected }) => ($selected ? 'scale(1.03)' : 'none')};
  transition:
    transform 0.15s,
    box-shadow 0.15s;

  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Title = styled.span`
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

/** One step of the roadmap on the canvas: a button (so keyboard and touch can pick it), coloured by level. */
export const StepNodeCard = memo(function StepNodeCard({ data }: NodeProps<StepNode>) {
  const { activate, reveal } = useContext(StepActionsContext);
  const { node, selected, connectSource } = data;
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <Card
        type="button"
        $accent={levelColour(node.level)}
        $selected={selected}
        $source={connectSource}
        aria-pressed={selected}
        onClick={() => activate(node.id)}
        onFocus={(event) => {
          if (focusVisible(event.currentTarget)) reveal(node.id);
        }}
      >
        <LevelBadge $level={node.level}>{node.level}</LevelBadge>
        <Title>{node.title}</Title>
        <Facts>
          {plural(node.resources.length, 'resource')} · {plural(node.next.length, 'next step')}
        </Facts>
      </Card>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </>
  );
});

import styled from 'styled-components';
import { ArrowRightIcon, Button, color, radius, shadow } from '@chapter/shared';
import type { RoadmapNode } from '@chapter/shared/types';
import { Markdown } from '../../../components/Markdown';
import { Toolbar } from '../../../components/Page';
import { LevelBadge } from './LevelBadge';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};
  overflow-wrap: anywhere;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 8px 0 0;
    font-size: 0.9375rem;
    color: ${color('muted')};
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

const StepLink = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 8px;
`;

const Muted = styled.p`
  color: ${color('muted')};
`;

export type NodeDetailsPanelProps = {
  id: string;
  node: RoadmapNode | null;
  nodes: readonly RoadmapNode[];
  editing: boolean;
  onSelect: (id: string) => void;
  onEdit: (node: RoadmapNode) => void;
  onDelete: (node: RoadmapNode) => void;
  onUnlink: (sourceId: string, targetId: string) => void;
};

/** The selected step: what it is, where to learn it, where it leads; editors also edit, delete and unlink here. */
export function NodeDetailsPanel({ id, node, nodes, editing, onSelect, onEdit, onDelete, onUnlink }: NodeDetailsPanelProps) {
  if (!node) {
    return (
      <Panel id={id} aria-label="Step details">
        <Muted>{nodes.length === 0 ? 'This roadmap has no steps yet.' : 'Select a step to see its details.'}</Muted>
      </Panel>
    );
  }
  const titleOf = (target: string) => nodes.find((candidate) => candidate.id === target)?.title ?? target;
  const next = node.next.filter((target) => nodes.some((candidate) => candidate.id === target));

  return (
    <Panel id={id} aria-label="Step details">
      <div>
        <LevelBadge $level={node.level}>{node.level}</LevelBadge>
      </div>
      <h2>{node.title}</h2>
      <Markdown>{node.description}</Markdown>
      <h3>Resources</h3>
      <ul>
        {node.resources.map((resource, index) => (
          <li key={`${resource.link}-${index}`}>
            <a href={resource.link} target="_blank" rel="noopener noreferrer">
              {resource.name}
            </a>
          </li>
        ))}
      </ul>
      <h3>Next steps</h3>
      {next.length === 0 ? (
        <Muted>This is the last step.</Muted>
      ) : (
        <ul>
          {next.map((target) => (
            <StepLink key={target}>
              <Button variant="ghost" size="small" onClick={() => onSelect(target)}>
                {titleOf(target)} <ArrowRightIcon size={14} />
              </Button>
              {editing && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Remove link from ${node.title} to ${titleOf(target)}`}
                  onClick={() => onUnlink(node.id, target)}
                >
                  Remove link
                </Button>
              )}
            </StepLink>
          ))}
        </ul>
      )}
      {editing && (
        <Toolbar>
          <Button variant="secondary" size="small" onClick={() => onEdit(node)}>
            Edit Node
          </Button>
          <Button variant="danger" size="small" onClick={() => onDelete(node)}>
            Delete Node
          </Button>
        </Toolbar>
      )}
    </Panel>
  );
}

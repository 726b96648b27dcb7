import type { RoadmapNode } from '@chapter/shared/types';
import { canConnect, connect, disconnect, moveNode, removeNode, saveNode, type NodeContent } from '../graph/edit';
import type { Position } from '../graph/layout';

export type EditorState = {
  nodes: RoadmapNode[];
  selectedId: string | null;
  /** Two-click connect: null when not connecting; then the source once picked. */
  connecting: null | { sourceId: string | null };
  /** Local edits not yet saved. */
  dirty: boolean;
  /** The last thing worth saying aloud about an edit ('Already connected'). */
  notice: string | null;
};

export type EditorAction =
  | { type: 'select'; id: string | null }
  /** A click (or Enter) on a node: selects it, or picks it while connecting. */
  | { type: 'activate'; id: string }
  | { type: 'saveNode'; content: NodeContent; editingId?: string }
  | { type: 'deleteNode'; id: string }
  | { type: 'startConnect' }
  | { type: 'cancelConnect' }
  | { type: 'unlink'; sourceId: string; targetId: string }
  | { type: 'move'; id: string; position: Position }
  | { type: 'saved'; nodes: RoadmapNode[] };

export const initialEditorState = (nodes: RoadmapNode[]): EditorState => ({
  nodes,
  selectedId: nodes[0]?.id ?? null,
  connecting: null,
  dirty: false,
  notice: null,
});

const titleOf = (nodes: RoadmapNode[], id: string) => nodes.find((node) => node.id === id)?.title ?? id;

function pick(state: EditorState, id: string): EditorState {
  const sourceId = state.connecting?.sourceId ?? null;
  if (sourceId === null)
    return { ...state, selectedId: id, connecting: { sourceId: id }, notice: `Connecting from ${titleOf(state.nodes, id)}: choose the target` };
  if (sourceId === id) return { ...state, notice: 'Choose a different node as the target' };
  if (!canConnect(state.nodes, sourceId, id)) {
    return { ...state, connecting: null, notice: `${titleOf(state.nodes, sourceId)} already leads to ${titleOf(state.nodes, id)}` };
  }
  return {
    ...state,
    nodes: connect(state.nodes, sourceId, id),
    connecting: null,
    dirty: true,
    notice: `Connected ${titleOf(state.nodes, sourceId)} to ${titleOf(state.nodes, id)}`,
  };
}

/** Every edit of the roadmap editor, as a pure function of the state. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'select':
      return { ...state, selectedId: action.id };
    case 'activate':
      return state.connecting ? pick(state, action.id) : { ...state, selectedId: action.id };
    case 'saveNode':
      return {
        ...state,
        nodes: saveNode(state.nodes, action.content, action.editingId),
        selectedId: action.editingId ?? action.content.id,
        dirty: true,
        notice: null,
      };
    case 'deleteNode': {
      const nodes = removeNode(state.nodes, action.id);
      return { ...state, nodes, selectedId: nodes[0]?.id ?? null, connecting: null, dirty: true, notice: null };
    }
    case 'startConnect':
      return { ...state, connecting: { sourceId: null }, notice: 'Choose the source node' };
    case 'cancelConnect':
      return { ...state, connecting: null, notice: null };
    case 'unlink':
      return { ...state, nodes: disconnect(state.nodes, action.sourceId, action.targetId), dirty: true };
    case 'move':
      return { ...state, nodes: moveNode(state.nodes, action.id, action.position), dirty: true };
    case 'saved':
      return { ...state, nodes: action.nodes, dirty: false, notice: null };
    default:
      return state;
  }
}

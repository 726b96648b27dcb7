import { useCallback, useEffect, useId, useReducer, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import styled from 'styled-components';
import { Button, ConfirmDialog, GatedButton, color, media } from '@chapter/shared';
import type { Roadmap, RoadmapNode } from '@chapter/shared/types';
import { Toolbar } from '../../../components/Page';
import { CORE_ONLY } from '../../../lib/coreMember';
import { editorReducer, initialEditorState } from '../graph/editorState';
import { newNodeValues, valuesOf } from '../graph/nodeForm';
import { useSaveRoadmap } from '../hooks/useRoadmap';
import { NodeDetailsPanel } from './NodeDetailsPanel';
import { NodeFormDialog } from './NodeFormDialog';
import { RoadmapCanvas } from './RoadmapCanvas';
import { ZoomControls } from './ZoomControls';

const Workspace = styled.div<{ $withPanel: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withPanel }) => ($withPanel ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)')};
  gap: 16px;
  align-items: start;

  ${media.below('desktop')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Bar = styled(Toolbar)`
  justify-content: space-between;
`;

const Unsaved = styled.span`
  padding: 2px 10px;
  border-radius: 9999px;
  background: ${color('warningSoft')};
  color: ${color('warning')};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Notice = styled.p`
  min-height: 1.4em;
  margin: 0;
  color: ${color('muted')};
  font-size: 0.875rem;
`;

type NodeForm = { mode: 'add' } | { mode: 'edit'; node: RoadmapNode };

export type RoadmapEditorProps = { roadmap: Roadmap; canEdit: boolean };

/** The roadmap viewer and, for core members in edit mode, its editor. Edits stay local until Save. */
export function RoadmapEditor(props: RoadmapEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}

function Editor({ roadmap, canEdit }: RoadmapEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, roadmap.nodes, initialEditorState);
  const [editMode, setEditMode] = useState(false);
  const [showDetails, setShowDetails] = useState(true);
  const [form, setForm] = useState<NodeForm | null>(null);
  const [doomed, setDoomed] = useState<RoadmapNode | null>(null);
  const saveNodes = useSaveRoadmap(roadmap.slug);
  const panelId = useId();
  const editing = editMode && canEdit;
  const selected = state.nodes.find((node) => node.id === state.selectedId) ?? null;

  const activate = useCallback((id: string) => dispatch({ type: 'activate', id }), []);
  const move = useCallback((id: string, position: { x: number; y: number }) => dispatch({ type: 'move', id, position }), []);

  // A newer answer from the server (a refresh after the page drew the copy kept on the device, or another core
  // member's save) replaces the steps shown, unless this page holds unsaved edits: those are never overwritten.
  useEffect(() => {
    if (!state.dirty) dispatch({ type: 'saved', nodes: roadmap.nodes });
  }, [roadmap.nodes, state.dirty]);

  // Closing the tab with unsaved edits asks first.
  useEffect(() => {
    if (!state.dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  const toggleEditMode = () => {
    if (editMode) dispatch({ type: 'cancelConnect' });
    setEditMode((on) => !on);
  };

  const save = () => saveNodes.mutate(state.nodes, { onSuccess: (body) => dispatch({ type: 'saved', nodes: body.data?.nodes ?? state.nodes }) });

  const otherIds = (exceptId?: string) => state.nodes.map((node) => node.id).filter((id) => id !== exceptId);

  return (
    <Frame aria-label="Roadmap">
      <Bar>
        <Toolbar>
          <ZoomControls />
          <Button variant="secondary" size="small" aria-expanded={showDetails} aria-controls={panelId} onClick={() => setShowDetails((on) => !on)}>
            {showDetails ? 'Hide Details' : 'Show Details'}
          </Button>
        </Toolbar>
        <Toolbar>
          {state.dirty && <Unsaved role="status">Unsaved changes</Unsaved>}
          <GatedButton
            allowed={canEdit}
            deniedReason={CORE_ONLY.edit}
            variant={editing ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={editing}
            onClick={toggleEditMode}
          >
            Edit Mode
          </GatedButton>
          {editing && (
            <>
              <Button variant="secondary" size="small" onClick={() => setForm({ mode: 'add' })}>
                Add Node
              </Button>
              {state.connecting ? (
                <Button variant="secondary" size="small" onClick={() => dispatch({ type: 'cancelConnect' })}>
                  Cancel Connection
                </Button>
              ) : (
                <Button variant="secondary" size="small" disabled={state.nodes.length < 2} onClick={() => dispatch({ type: 'startConnect' })}>
                  Connect Nodes
                </Button>
              )}
              <Button size="small" busy={saveNodes.isPending} disabled={!state.dirty} onClick={save}>
                Save
              </Button>
            </>
          )}
        </Toolbar>
      </Bar>
      <Notice role="status" aria-live="polite">
        {state.notice ?? ''}
      </Notice>
      <Workspace $withPanel={showDetails}>
        <RoadmapCanvas
          nodes={state.nodes}
          selectedId={state.selectedId}
          connectSourceId={state.connecting?.sourceId ?? null}
          draggable={editing && !state.connecting}
          onActivate={activate}
          onMove={move}
        />
        {showDetails && (
          <NodeDetailsPanel
            id={panelId}
            node={selected}
            nodes={state.nodes}
            editing={editing}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onEdit={(node) => setForm({ mode: 'edit', node })}
            onDelete={setDoomed}
            onUnlink={(sourceId, targetId) => dispatch({ type: 'unlink', sourceId, targetId })}
          />
        )}
      </Workspace>

      <NodeFormDialog
        open={form !== null}
        initialValues={form?.mode === 'edit' ? valuesOf(form.node) : newNodeValues()}
        editingId={form?.mode === 'edit' ? form.node.id : undefined}
        otherIds={otherIds(form?.mode === 'edit' ? form.node.id : undefined)}
        onSubmit={(content) => dispatch({ type: 'saveNode', content, editingId: form?.mode === 'edit' ? form.node.id : undefined })}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        open={doomed !== null}
        type="danger"
        title="Delete Node"
        message={doomed ? `Delete '${doomed.title}'? Every link to it is removed too.` : ''}
        confirmText="Delete"
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) dispatch({ type: 'deleteNode', id: doomed.id });
          setDoomed(null);
        }}
      />
    </Frame>
  );
}

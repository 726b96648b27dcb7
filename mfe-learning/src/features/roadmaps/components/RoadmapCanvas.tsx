import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { ReactFlow, applyNodeChanges, useNodesInitialized, useReactFlow, useStore, type CoordinateExtent, type NodeChange } from '@xyflow/react';
import { ROADMAP } from '@chapter/shared';
import type { RoadmapNode } from '@chapter/shared/types';
import { toFlowEdges, toFlowNodes, type StepNode } from '../graph/flowElements';
import type { Position } from '../graph/layout';
import { openingViewport } from '../graph/zoom';
import { FlowFrame } from './flowStyles';
import { StepActionsContext, StepNodeCard, type StepActions } from './StepNodeCard';

const nodeTypes = { step: StepNodeCard };
/** The drawing area, centred on the layout's x = 0. */
const DRAWING_AREA: CoordinateExtent = [
  [-ROADMAP.drawingWidth / 2, -200],
  [ROADMAP.drawingWidth / 2, ROADMAP.drawingHeight - 200],
];
const CARD_HEIGHT_GUESS = 140;

export type RoadmapCanvasProps = {
  nodes: RoadmapNode[];
  selectedId: string | null;
  connectSourceId: string | null;
  /** Editors drag nodes (not while picking nodes to connect). */
  draggable: boolean;
  onActivate: (id: string) => void;
  onMove: (id: string, position: Position) => void;
};

/** The React Flow view of the roadmap: draws what the editor state says and reports clicks and drags back. */
export function RoadmapCanvas({ nodes, selectedId, connectSourceId, draggable, onActivate, onMove }: RoadmapCanvasProps) {
  const { setCenter, getZoom, getNodesBounds, setViewport } = useReactFlow();
  const target = useMemo(() => toFlowNodes(nodes, selectedId, connectSourceId), [nodes, selectedId, connectSourceId]);
  const edges = useMemo(() => toFlowEdges(nodes, selectedId), [nodes, selectedId]);
  // React Flow measures nodes and moves them while dragging; those live in this copy until the drag ends.
  const [flowNodes, setFlowNodes] = useState<StepNode[]>(target);
  // A new editor state replaces the copy while rendering (keeping React Flow's measurements), not one render late.
  const [copied, setCopied] = useState(target);
  if (copied !== target) {
    setCopied(target);
    setFlowNodes((previous) => {
      const measured = new Map(previous.map((node) => [node.id, node.measured]));
      return target.map((node) => ({ ...node, measured: measured.get(node.id) }));
    });
  }

  const positionsRef = useRef(flowNodes);
  useEffect(() => {
    positionsRef.current = flowNodes;
  }, [flowNodes]);
  const centreOn = useCallback(
    (id: string) => {
      const node = positionsRef.current.find((candidate) => candidate.id === id);
      if (!node) return;
      const height = node.measured?.height ?? CARD_HEIGHT_GUESS;
      void setCenter(node.position.x + ROADMAP.nodeWidth / 2, node.position.y + height / 2, { zoom: getZoom(), duration: 300 });
    },
    [setCenter, getZoom],
  );
  const centreOnSelected = useEffectEvent((id: string) => centreOn(id));

  // A newly selected node is brought to the middle of the view.
  const firstSelection = useRef(true);
  useEffect(() => {
    if (firstSelection.current) {
      firstSelection.current = false;
      return;
    }
    if (selectedId) centreOnSelected(selectedId);
  }, [selectedId]);

  // Opens fitted to the view once the cards are measured: whole if readable, else from the root down.
  const measured = useNodesInitialized();
  const viewWidth = useStore((state) => state.width);
  const viewHeight = useStore((state) => state.height);
  const opened = useRef(false);
  useEffect(() => {
    const current = positionsRef.current;
    if (opened.current || !measured || current.length === 0 || viewWidth === 0 || viewHeight === 0) return;
    opened.current = true;
    const root = current.reduce((top, node) => (node.position.y < top.position.y ? node : top));
    void setViewport(openingViewport(getNodesBounds(current), getNodesBounds([root]), { width: viewWidth, height: viewHeight }));
  }, [measured, viewWidth, viewHeight, getNodesBounds, setViewport]);

  const actions = useMemo<StepActions>(() => ({ activate: onActivate, reveal: centreOn }), [onActivate, centreOn]);

  const onNodesChange = (changes: NodeChange<StepNode>[]) => {
    // Selection belongs to the editor state; React Flow only measures and drags.
    const relevant = changes.filter((change) => change.type === 'dimensions' || change.type === 'position');
    if (relevant.length > 0) setFlowNodes((current) => applyNodeChanges(relevant, current));
  };

  return (
    <StepActionsContext.Provider value={actions}>
      <FlowFrame>
        <ReactFlow<StepNode>
          nodes={flowNodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onNodeDragStop={(_, node) => onMove(node.id, node.position)}
          nodesDraggable={draggable}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          minZoom={ROADMAP.zoomMin}
          maxZoom={ROADMAP.zoomMax}
          translateExtent={DRAWING_AREA}
          nodeExtent={DRAWING_AREA}
          zoomOnDoubleClick={false}
          aria-label="Roadmap canvas"
        />
      </FlowFrame>
    </StepActionsContext.Provider>
  );
}

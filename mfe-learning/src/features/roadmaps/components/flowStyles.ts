import styled, { keyframes } from 'styled-components';
import { ROADMAP, color, media, radius } from '@chapter/shared';

const dashdraw = keyframes`from { stroke-dashoffset: 10; }`;

/**
 * The canvas frame, with the part of React Flow's base.css the canvas needs (the build has no CSS loader, so the
 * package's stylesheet cannot be imported).
 */
export const FlowFrame = styled.div`
  position: relative;
  height: ${ROADMAP.canvasHeight}px;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background-color: ${color('surfaceAlt')};
  background-image: radial-gradient(${color('border')} 1px, transparent 1px);
  background-size: 24px 24px;

  ${media.mobile} {
    height: min(${ROADMAP.canvasHeight}px, 70vh);
  }

  .react-flow {
    direction: ltr;
    width: 100%;
    height: 100%;
    position: relative;
    overflow: hidden;
  }
  .react-flow__container {
    position: absolute;
    width: 100%;
    height: 100%;
    top: 0;
    left: 0;
  }
  .react-flow__pane {
    z-index: 1;
    touch-action: none;
  }
  .react-flow__pane.draggable {
    cursor: grab;
  }
  .react-flow__pane.dragging {
    cursor: grabbing;
  }
  .react-flow__viewport {
    transform-origin: 0 0;
    z-index: 2;
    pointer-events: none;
  }
  .react-flow__renderer {
    z-index: 4;
  }
  .react-flow__edges {
    position: absolute;
  }
  .react-flow__edges svg {
    overflow: visible;
    position: absolute;
    pointer-events: none;
  }
  .react-flow__edge {
    pointer-events: visibleStroke;
  }
  .react-flow__edge-path {
    fill: none;
  }
  .react-flow__edge.animated path {
    stroke-dasharray: 5;
    animation: ${dashdraw} 0.5s linear infinite;
  }
  .react-flow__edge.animated path.react-flow__edge-interaction {
    stroke-dasharray: none;
    animation: none;
  }
  .react-flow__nodes {
    pointer-events: none;
    transform-origin: 0 0;
  }
  .react-flow__node {
    position: absolute;
    user-select: none;
    pointer-events: all;
    transform-origin: 0 0;
    box-sizing: border-box;
    cursor: default;
  }
  .react-flow__node.draggable {
    cursor: grab;
  }
  .react-flow__node.draggable.dragging {
    cursor: grabbing;
  }
  .react-flow__handle {
    position: absolute;
    pointer-events: none;
    width: 1px;
    height: 1px;
    min-width: 0;
    min-height: 0;
    border: 0;
    opacity: 0;
  }
  .react-flow__handle-top {
    top: 0;
    left: 50%;
    transform: translate(-50%, -50%);
  }
  .react-flow__handle-bottom {
    top: auto;
    bottom: 0;
    left: 50%;
    transform: translate(-50%, 50%);
  }
  .react-flow__panel {
    position: absolute;
    z-index: 5;
    margin: 12px;
  }
  .react-flow__panel.bottom {
    bottom: 0;
  }
  .react-flow__panel.right {
    right: 0;
  }
  .react-flow__attribution {
    font-size: 10px;
    background: rgba(255, 255, 255, 0.5);
    padding: 2px 3px;
    margin: 0;
  }
  .react-flow__attribution a {
    text-decoration: none;
    color: #595959;
  }
  .react-flow__edgelabel-renderer,
  .react-flow__viewport-portal {
    position: absolute;
    width: 100%;
    height: 100%;
    left: 0;
    top: 0;
    pointer-events: none;
  }

  ${media.reducedMotion} {
    .react-flow__edge.animated path {
      animation: none;
      stroke-dasharray: 6 3;
    }
  }
`;

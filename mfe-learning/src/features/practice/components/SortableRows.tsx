import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { color, radius } from '@chapter/shared';
import type { Question } from '@chapter/shared/types';

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('muted')};
  cursor: grab;
  /* A touch on the handle drags the row rather than scrolling the page (dnd-kit's advice); the rest of the row scrolls. */
  touch-action: none;

  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

/** The keys, told once when a handle gets focus (dnd-kit reads it through aria-describedby). */
const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: 'To move a problem, press Space. Use the up and down arrows to move it, Space to drop it, Escape to cancel.',
};

/** Moves `activeId` to where `overId` is: the whole set's ids in the new order (none when nothing moved). */
export function movedIds(ids: readonly string[], activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined): string[] | null {
  if (overId === undefined || activeId === overId) return null;
  const from = ids.indexOf(String(activeId));
  const to = ids.indexOf(String(overId));
  return from < 0 || to < 0 ? null : arrayMove([...ids], from, to);
}

function Row({ question, index, children }: { question: Question; index: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: question._id });
  const style = { transform: CSS.Translate.toString(transform), transition, position: 'relative' as const, zIndex: isDragging ? 1 : undefined };
  return (
    <tr ref={setNodeRef} style={style} data-index={index} className="movable">
      <td className="move">
        <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Move ${question.questionTitle}`}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </Handle>
      </td>
      {children}
    </tr>
  );
}

export type SortableRowsProps = {
  questions: Question[];
  onReorder: (questionIds: string[]) => void;
  renderCells: (question: Question, index: number) => ReactNode;
};

/**
 * The table's body with a drag handle per row (dnd-kit): mouse and touch (pointer events) and keyboard (Space picks up,
 * arrows move, Space drops, Escape cancels), each step announced with the problem's title.
 */
export function SortableRows({ questions, onReorder, renderCells }: SortableRowsProps) {
  const current = questions.map((question) => question._id);
  const sensors = useSensors(
    // Pointer events cover mouse, pen and touch; a 4 px move starts a drag, so a plain click or tap on the handle does not.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => questions.find((question) => question._id === id)?.questionTitle ?? '';
  const placeOf = (id: UniqueIdentifier | undefined) => `position ${current.indexOf(String(id)) + 1} of ${current.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is now at ${placeOf(over.id)}.` : `${titleOf(active.id)} is outside the list.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at ${placeOf(over.id)}.` : `${titleOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled. ${titleOf(active.id)} is back at ${placeOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = movedIds(current, active.id, over?.id);
    if (next) onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The live region and the instructions go to the body: a <div> may not sit inside the <table>.
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS, container: document.body }}
    >
      <SortableContext items={current} strategy={verticalListSortingStrategy}>
        <tbody>
          {questions.map((question, index) => (
            <Row key={question._id} question={question} index={index}>
              {renderCells(question, index)}
            </Row>
          ))}
        </tbody>
      </SortableContext>
    </DndContext>
  );
}

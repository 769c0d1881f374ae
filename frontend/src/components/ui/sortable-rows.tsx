import { Box, IconButton } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { GripIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';

interface SortableRowsProps {
  /** Stable ids of the rows, in order. */
  ids: readonly string[];
  /** What a row is called in announcements (each has its words in the catalogue, `shell.drag*`). */
  noun: 'ingredient' | 'step' | 'section';
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * An ordered list whose rows can be reordered by dragging their handle, or from the keyboard: focus the
 * handle, Space, arrow keys, Space. Positions are announced to screen readers.
 */
export const SortableRows = ({ ids, noun, onMove, children }: SortableRowsProps) => {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('shell.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('shell.dragPickedUp', { noun, position: position(active.id), total: ids.length }),
          onDragOver: ({ active, over }) =>
            over
              ? t('shell.dragOver', { noun, position: position(active.id), target: position(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('shell.dragDroppedAt', { noun, position: position(active.id), target: position(over.id) })
              : t('shell.dragDropped', { noun, position: position(active.id) }),
          onDragCancel: ({ active }) => t('shell.dragCancelled', { noun, position: position(active.id) }),
        },
      }}
    >
      {/* The list sits inside the context: dnd-kit's live region and instructions, which it
          renders beside its children, must not be items of the list. */}
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Box as="ol" listStyle="none">
          {children}
        </Box>
      </SortableContext>
    </DndContext>
  );
};

interface SortableRowProps {
  id: string;
  /** The handle's accessible name: 'Reorder ingredient 2'. */
  handleLabel: string;
  children: ReactNode;
}

/** One row: its drag handle first, then its fields. */
export const SortableRow = ({ id, handleLabel, children }: SortableRowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      display="flex"
      alignItems="flex-start"
      gap="2"
      py="2"
      bg={isDragging ? 'green.50' : undefined}
      rounded="md"
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        type="button"
        variant="ghost"
        size="sm"
        mt="1"
        cursor={isDragging ? 'grabbing' : 'grab'}
        touchAction="none"
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <GripIcon />
      </IconButton>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Box>
  );
};

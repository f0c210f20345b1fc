import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { SliderDto } from 'shared-ui';
import { SliderCard, type SliderCardActions } from './slider-card';
import styles from './sliders.module.css';

interface Props extends SliderCardActions {
  sliders: SliderDto[];
  onReorder: (ordered: SliderDto[]) => void;
}

/** The cards in their order; dragged with a pointer, or with the keyboard (Space, arrows, Space) on the handle. */
export function SortableSliderList({ sliders, onReorder, ...actions }: Props) {
  const { t } = useTranslation('admin-sliders');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sliders.map((s) => s.id);
  const titleOf = (id: UniqueIdentifier) => sliders.find((s) => s.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(Number(id)) + 1);

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { title: titleOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.end', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(sliders, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className={styles.grid} aria-label={t('list.title')}>
          {sliders.map((slide, index) => (
            <SliderCard key={slide.id} slide={slide} position={index + 1} {...actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Button, type SliderDto } from 'shared-ui';
import styles from './sliders.module.css';

export interface SliderCardActions {
  onEdit: (slide: SliderDto) => void;
  onDelete: (slide: SliderDto) => void;
  onPublish: (slide: SliderDto) => void;
}

/** One slide as the homepage shows it (its colours on the picture), with a drag handle and its actions. */
export function SliderCard({
  slide,
  position,
  onEdit,
  onDelete,
  onPublish,
}: { slide: SliderDto; position: number } & SliderCardActions) {
  const { t } = useTranslation('admin-sliders');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: slide.id,
  });
  // transform and transition change on every frame of a drag: the one inline style the rules allow
  const style = { transform: CSS.Transform.toString(transform), transition };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? `${styles.slideCard} ${styles.dragging}` : styles.slideCard}
      aria-label={slide.title}
    >
      <div className={styles.slideImage}>
        <img src={slide.image} alt="" loading="lazy" />
        <div className={styles.slideCaption}>
          <strong style={{ color: slide.title_color }}>{slide.title}</strong>
          <span style={{ color: slide.desc_color }}>{slide.description}</span>
        </div>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('card.move', { title: slide.title, position })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
            {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
          </svg>
        </button>
      </div>
      <div className={styles.slideBody}>
        <div className={styles.slideMeta}>
          <span className={slide.status ? `${styles.badge} ${styles.badgeOn}` : styles.badge}>
            {slide.status ? t('card.active') : t('card.inactive')}
          </span>
          {slide.category && (
            <span className={styles.category} lang="tr">
              {slide.category}
              {slide.category_en && <span lang="en"> ({slide.category_en})</span>}
            </span>
          )}
        </div>
        {slide.link && <span className={styles.slideLink}>{slide.link}</span>}
        <div className={styles.slideActions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${t('card.edit')}: ${slide.title}`}
            onClick={() => onEdit(slide)}
          >
            {t('card.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`${t('card.delete')}: ${slide.title}`}
            onClick={() => onDelete(slide)}
          >
            {t('card.delete')}
          </Button>
          {!slide.status && (
            <Button size="sm" aria-label={`${t('card.publish')}: ${slide.title}`} onClick={() => onPublish(slide)}>
              {t('card.publish')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

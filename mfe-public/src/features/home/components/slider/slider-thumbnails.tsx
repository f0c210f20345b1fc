import { useTranslation } from 'react-i18next';
import type { SliderDto } from 'shared-ui';
import { homeNs } from '../../home-texts';
import styles from './slider.module.css';

interface SliderThumbnailsProps {
  slides: SliderDto[];
  current: number;
  onChoose: (index: number) => void;
}

/** Small pictures of every slide; the current one is marked with aria-current. */
export function SliderThumbnails({ slides, current, onChoose }: SliderThumbnailsProps) {
  const { t } = useTranslation(homeNs);
  return (
    <ul className={styles.thumbnails} aria-label={t('slider.thumbnails')}>
      {slides.map((slide, index) => (
        <li key={slide.id}>
          <button
            type="button"
            className={[styles.thumbnail, index === current ? styles.thumbnailActive : ''].filter(Boolean).join(' ')}
            aria-label={t('slider.goTo', { current: index + 1, title: slide.title })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onChoose(index)}
          >
            <img src={slide.image} alt="" width={160} height={64} loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery, type SliderDto } from 'shared-ui';
import { homeNs } from '../../home-texts';
import { useAutoAdvance } from '../../utils/use-auto-advance';
import { Slide } from './slide';
import { SliderThumbnails } from './slider-thumbnails';
import styles from './slider.module.css';

/**
 * The home carousel (spec 2.4): advances every 5 s — also after an arrow or thumbnail was used, the timer simply
 * starts again — and does not start by itself for visitors who asked for reduced motion. The pause button keeps
 * it still for anyone (WCAG 2.2.2); while paused, slide changes are announced.
 */
export function Slider({ slides }: { slides: SliderDto[] }) {
  const { t } = useTranslation(homeNs);
  const [current, setCurrent] = useState(0);
  // The visitor's own pause or play wins; until then the system's reduced-motion setting decides (read through
  // useMediaQuery, so the page drawn on the server, which cannot know it, hydrates before it applies).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const stopped = choice === null ? reducedMotion : choice === 'paused';
  const total = slides.length;
  const go = (index: number) => setCurrent(((index % total) + total) % total);
  useAutoAdvance(total > 1 && !stopped, current, () => go(current + 1));

  const track = { '--current': current } as CSSProperties;

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={t('slider.label')}>
      <div className={styles.viewport}>
        <div className={styles.track} style={track} aria-live={stopped ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            <Slide key={slide.id} slide={slide} position={index} total={total} active={index === current} />
          ))}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t('slider.previous')}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('slider.next')}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <button type="button" className={styles.pause} onClick={() => setChoice(stopped ? 'playing' : 'paused')}>
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
              <span className={styles.srOnly}>{stopped ? t('slider.play') : t('slider.pause')}</span>
            </button>
          </>
        )}
      </div>
      {total > 1 && <SliderThumbnails slides={slides} current={current} onChoose={go} />}
    </section>
  );
}

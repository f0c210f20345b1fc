import { useTranslation } from 'react-i18next';
import { useSliders } from '../api/get-sliders';
import { homeNs } from '../home-texts';
import { Slider } from './slider/slider';
import styles from './home-hero.module.css';

/**
 * The page's h1 and the slider; without slides (none published, or the call failed) a plain welcome panel. While
 * the slides load, an empty frame of the slider's size holds their place, so the sections below do not move when
 * they arrive (no layout shift).
 */
export function HomeHero() {
  const { t } = useTranslation(homeNs);
  const { data: slides, error } = useSliders();
  // Not SWR's isLoading: that stays true while slides the page came with (ssr/) are checked again.
  const isLoading = slides === undefined && !error;
  const hasSlides = Boolean(slides && slides.length > 0);
  return (
    <div className={styles.hero}>
      <div className={hasSlides || isLoading ? styles.srOnly : styles.panel}>
        <h1 className={styles.title}>{t('hero.title')}</h1>
        <p className={styles.text}>{t('hero.text')}</p>
      </div>
      {isLoading && (
        <div className={styles.placeholder} aria-hidden="true" data-testid="slider-placeholder">
          <div className={styles.placeholderPicture} />
          <div className={styles.placeholderCaption} />
          <div className={styles.placeholderThumbnails} />
        </div>
      )}
      {slides && hasSlides && <Slider slides={slides} />}
    </div>
  );
}

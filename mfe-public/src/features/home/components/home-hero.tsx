import { useTranslation } from 'react-i18next';
import { useSliders } from '../api/get-sliders';
import { homeNs } from '../home-texts';
import { Slider } from './slider/slider';
import styles from './home-hero.module.css';

/** The page's h1 and the slider; without slides (none published, or the call failed) a plain welcome panel. */
export function HomeHero() {
  const { t } = useTranslation(homeNs);
  const { data: slides } = useSliders();
  const hasSlides = Boolean(slides && slides.length > 0);
  return (
    <div className={styles.hero}>
      <div className={hasSlides ? styles.srOnly : styles.panel}>
        <h1 className={styles.title}>{t('hero.title')}</h1>
        <p className={styles.text}>{t('hero.text')}</p>
      </div>
      {slides && hasSlides && <Slider slides={slides} />}
    </div>
  );
}

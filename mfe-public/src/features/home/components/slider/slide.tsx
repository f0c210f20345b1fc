import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderDto } from 'shared-ui';
import { homeNs } from '../../home-texts';
import { slideTag } from '../../utils/slide-tag';
import { SlideLink } from './slide-link';
import styles from './slider.module.css';

interface SlideProps {
  slide: SliderDto;
  position: number;
  total: number;
  active: boolean;
}

/** One slide: the image, then its tag, title and description in the admin's colours. Hidden slides are inert. */
export function Slide({ slide, position, total, active }: SlideProps) {
  const { t, i18n } = useTranslation(homeNs);
  const tag = slideTag(slide, i18n.language);
  const colours = { '--title-color': slide.title_color, '--desc-color': slide.desc_color } as CSSProperties;
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={t('slider.position', { current: position + 1, total })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      style={colours}
    >
      <SlideLink link={slide.link} newTabText={t('slider.newTab')}>
        <img
          className={styles.image}
          src={slide.image}
          alt=""
          width={1600}
          height={640}
          loading={position === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.caption}>
          {tag && (
            <span className={styles.category} lang={tag.lang}>
              {tag.text}
            </span>
          )}
          <span className={styles.title}>{slide.title}</span>
          <span className={styles.description}>{slide.description}</span>
        </span>
      </SlideLink>
    </div>
  );
}

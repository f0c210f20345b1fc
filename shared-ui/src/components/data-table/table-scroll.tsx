import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverflowsSideways } from './use-overflow';
import styles from './data-table.module.css';

interface TableScrollProps {
  /** The id of what names the region (the table's caption). */
  labelledBy: string;
  regionRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The table's sideways-scrolling frame: a named region in the tab order, so a keyboard can scroll it. When the
 * table is wider than the screen (a phone), a line above says so and shadows at the edges show there is more.
 */
export function TableScroll({ labelledBy, regionRef, children }: TableScrollProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const overflows = useOverflowsSideways(regionRef);
  return (
    <>
      {overflows && (
        <p id={hintId} className={styles.scrollHint}>
          <span aria-hidden="true">⇆ </span>
          {t('table.scrollHint')}
        </p>
      )}
      <div
        ref={regionRef}
        className={overflows ? `${styles.scroll} ${styles.overflowing}` : styles.scroll}
        tabIndex={0}
        role="region"
        aria-labelledby={labelledBy}
        aria-describedby={overflows ? hintId : undefined}
        data-overflowing={overflows || undefined}
      >
        {children}
      </div>
    </>
  );
}

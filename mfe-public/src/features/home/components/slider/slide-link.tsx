import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isInternalLink } from '../../utils/is-internal-link';
import styles from './slider.module.css';

interface SlideLinkProps {
  link: string | null;
  newTabText: string;
  children: ReactNode;
}

/** A slide's click target: a site path opens in this tab (router navigation), an address in a new tab. */
export function SlideLink({ link, newTabText, children }: SlideLinkProps) {
  if (!link) return <div className={styles.slideBody}>{children}</div>;
  if (isInternalLink(link)) {
    return (
      <Link to={link} className={styles.slideBody}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={styles.slideBody}>
      {children}
      <span className={styles.srOnly}>{newTabText}</span>
    </a>
  );
}

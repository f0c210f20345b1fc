import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './prose.module.css';

/** A plain left click on a site link inside the HTML navigates in the app instead of reloading the page. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * Renders trusted HTML: our own static files, or admin content the server sanitized when saving and again when
 * serving it (ARCHITECTURE §5). Never pass anything else here.
 */
export function Prose({ html }: { html: string }) {
  const onClick = useInAppLinks();
  // Delegates the links' own clicks (Enter on a link fires click too), so no key handler is needed here.
  return <div className={styles.prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

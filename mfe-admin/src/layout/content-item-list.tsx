import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import styles from './content-item-list.module.css';

export interface ContentItemAction {
  label: string;
  danger?: boolean;
  run: () => void;
}

/** What one row shows: its title (and a second line), its public address, and its buttons. */
export interface ContentItem {
  key: string | number;
  title: string;
  subtitle?: ReactNode;
  href: string;
  /** Names the item in each button's accessible name ("Edit: About us"). */
  name: string;
  selected?: boolean;
  actions: ContentItemAction[];
}

interface ContentItemListProps {
  items: ContentItem[];
  label: string;
  empty: string;
  /** Said to screen readers after each address: it opens in a new tab. */
  newTab: string;
}

/** The content sections' list (pages, services): each item with its public address in a new tab and its buttons. */
export function ContentItemList({ items, label, empty, newTab }: ContentItemListProps) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.key}
          className={item.selected ? `${styles.item} ${styles.itemOn}` : styles.item}
          aria-current={item.selected || undefined}
        >
          <div className={styles.itemText}>
            <strong className={styles.itemTitle}>{item.title}</strong>
            {item.subtitle && <span className={styles.itemSub}>{item.subtitle}</span>}
            <a className={styles.itemLink} href={item.href} target="_blank" rel="noopener noreferrer">
              {item.href}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </div>
          <div className={styles.itemActions}>
            {item.actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.danger ? 'danger' : 'secondary'}
                aria-label={`${action.label}: ${item.name}`}
                onClick={action.run}
              >
                {action.label}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

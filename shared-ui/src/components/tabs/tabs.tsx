import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { tabId } from './tab-id';
import styles from './tabs.module.css';

export { tabId };

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  count?: number;
}

export interface TabsProps<V extends string = string> extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Ids are `${idPrefix}-tab-${value}`, so a panel can say aria-labelledby; default: a generated prefix. */
  idPrefix?: string;
  /** The id of the panel the tabs control. */
  panelId?: string;
  /** On a phone, tabs that do not fit go onto another line instead of scrolling out of sight. */
  wrap?: boolean;
}

/** A WAI-ARIA tab list: one tab in the tab order, arrow keys, Home and End move and select. */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  idPrefix,
  panelId,
  wrap,
  className,
  ...rest
}: TabsProps<V>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const refs = useRef(new Map<V, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    refs.current.get(next.value)?.focus();
  };

  return (
    <div
      role="tablist"
      className={[styles.list, wrap ? styles.wrap : '', className].filter(Boolean).join(' ')}
      onKeyDown={move}
      {...rest}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(prefix, item.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onChange(item.value)}
          >
            {item.label}
            {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
          </button>
        );
      })}
    </div>
  );
}

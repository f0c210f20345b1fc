import type { ReactNode } from 'react';
import { Spinner } from 'shared-ui';
import styles from './panel-page.module.css';

/**
 * Cards that appear at once when `ready`, with a spinner meanwhile. They are mounted hidden from the start, so
 * their own requests leave at once; hidden (`display: none`) they take no room, so nothing on the screen moves
 * while the one that decides the layout is still on its way.
 */
export function DrawnTogether({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <>
      {!ready && <Spinner />}
      <div className={styles.together} hidden={!ready}>
        {children}
      </div>
    </>
  );
}

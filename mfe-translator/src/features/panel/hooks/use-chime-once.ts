import { useEffect, useRef } from 'react';
import { playNotificationSoundWhenAllowed } from '../utils/notification-sound';

/**
 * Plays the notification sound the first time `count` arrives above zero while this component lives (spec 2.8); before
 * any interaction with the page, at the first one (notification-sound.ts). Leaving the panel first takes it back.
 */
export function useChimeOnce(count: number | undefined): void {
  const played = useRef(false);
  const cancel = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (played.current || count === undefined || count === 0) return;
    played.current = true;
    cancel.current = playNotificationSoundWhenAllowed();
  }, [count]);
  useEffect(() => () => cancel.current(), []);
}

import { useEffect, useRef } from 'react';
import { playNotificationSound } from '../utils/notification-sound';

/** Plays the notification sound the first time `count` arrives above zero while this component lives (spec 2.8). */
export function useChimeOnce(count: number | undefined): void {
  const played = useRef(false);
  useEffect(() => {
    if (played.current || count === undefined || count === 0) return;
    played.current = true;
    playNotificationSound();
  }, [count]);
}

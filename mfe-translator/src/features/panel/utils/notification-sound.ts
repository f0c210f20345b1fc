type AudioContextCtor = new () => AudioContext;

function audioContextClass(): AudioContextCtor | undefined {
  const g = globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return g.AudioContext ?? g.webkitAudioContext;
}

/**
 * A short two-tone chime (~200 ms) made with Web Audio, so no sound file ships with the remote. Browsers may refuse
 * sound before the person has interacted with the page: then the context stays suspended and nothing plays, quietly.
 */
export function playNotificationSound(): void {
  const Ctor = audioContextClass();
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    const start = ctx.currentTime;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.2);
    gain.connect(ctx.destination);
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(880, start);
    osc.frequency.setValueAtTime(1320, start + 0.1);
    osc.connect(gain);
    osc.onended = () => void ctx.close().catch(() => undefined);
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    osc.start(start);
    osc.stop(start + 0.2);
  } catch {
    // Blocked or unsupported audio is not an error the translator needs to see.
  }
}

/** Interactions after which browsers let a page start sound (Chrome's user activation). */
const activations = ['pointerdown', 'keydown'] as const;

/**
 * The chime now if the page has had an interaction (or the browser cannot tell), else at the first one. Making an
 * audio context starts the browser's audio output, a long task on the main thread (~0.5 s of a phone's 4× slower
 * CPU, docs/measurements/first-screen.md), and before any interaction the browser refuses the sound anyway; the
 * translator hears it on their first tap or key instead. Returns what takes back a chime still waiting.
 */
export function playNotificationSoundWhenAllowed(): () => void {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation === undefined || activation.hasBeenActive) {
    playNotificationSound();
    return () => undefined;
  }
  const play = () => {
    stop();
    playNotificationSound();
  };
  const stop = () => {
    for (const type of activations) window.removeEventListener(type, play, true);
  };
  for (const type of activations) window.addEventListener(type, play, true);
  return stop;
}

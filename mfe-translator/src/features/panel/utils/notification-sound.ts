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

/**
 * What /api/ready answers, from state a background monitor keeps up to date: the request itself calls nothing, so
 * a busy instance answers its balancer's check as fast as any other request and is slow, never unready
 * (ARCHITECTURE §2, §7). Every dependency is probed every `intervalMs`, each probe with its own timeout; only a
 * critical one (PostgreSQL) makes the instance unready, and only once it has failed every probe for `unreadyAfterMs`.
 * Redis, the bucket and SMTP are watched for the log and the metrics: without them the instance degrades
 * (docs/scaling.md, "Degrading"). On SIGTERM the instance first says it is draining, so the balancer stops sending
 * it new requests, then stops (server.ts).
 */
export interface DependencyProbe {
  name: string;
  /** Resolves when the dependency answers. */
  check(): Promise<unknown>;
  /** A critical dependency failing for the sustained period makes the instance unready. */
  critical: boolean;
}

export interface ReadinessOptions {
  intervalMs: number;
  timeoutMs: number;
  /** How long a critical dependency must have failed every probe before the instance says it is unready. */
  unreadyAfterMs: number;
  /** Every probe's outcome, for the dependency metrics. */
  onProbe?(name: string, seconds: number, ok: boolean): void;
  /** A dependency went down or came back: logged once per change, not once per probe. */
  onChange?(name: string, up: boolean): void;
  now?(): number;
}

interface DependencyState {
  up: boolean | null;
  /** When the current run of failures began; null while it answers. */
  failingSince: number | null;
}

export interface ReadinessReport {
  ready: boolean;
  /** Why not: `starting`, `draining`, or the critical dependencies down for the sustained period. */
  failing: string[];
  /** Dependencies that do not answer but do not make the instance unready. */
  degraded: string[];
}

export class Readiness {
  draining = false;
  private readonly states = new Map<string, DependencyState>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly now: () => number;

  constructor(
    private readonly probes: DependencyProbe[],
    private readonly options: ReadinessOptions,
  ) {
    this.now = options.now ?? Date.now;
    for (const probe of probes) this.states.set(probe.name, { up: null, failingSince: null });
  }

  /** Probes once (the instance is ready as soon as its first database probe answers), then keeps probing. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.probeAll();
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Whether a dependency answered its last probe; null before its first. */
  isUp(name: string): boolean | null {
    return this.states.get(name)?.up ?? null;
  }

  report(): ReadinessReport {
    const degraded = this.probes.filter((p) => !p.critical && this.states.get(p.name)?.up === false).map((p) => p.name);
    if (this.draining) return { ready: false, failing: ['draining'], degraded };
    const now = this.now();
    const failing: string[] = [];
    for (const probe of this.probes.filter((p) => p.critical)) {
      const state = this.states.get(probe.name) as DependencyState;
      if (state.up === null) return { ready: false, failing: ['starting'], degraded };
      if (state.failingSince !== null && now - state.failingSince >= this.options.unreadyAfterMs) {
        failing.push(probe.name);
      } else if (state.up === false) {
        degraded.push(probe.name);
      }
    }
    return { ready: failing.length === 0, failing, degraded };
  }

  /** One round: every dependency at once, each with its own timeout. */
  async probeAll(): Promise<void> {
    await Promise.all(this.probes.map((probe) => this.probeOne(probe)));
  }

  private schedule(): void {
    if (this.stopped) return;
    // A round starts `intervalMs` after the last one ended: a slow dependency never has probes piling up.
    this.timer = setTimeout(() => {
      void this.probeAll().finally(() => this.schedule());
    }, this.options.intervalMs);
    this.timer.unref();
  }

  private async probeOne(probe: DependencyProbe): Promise<void> {
    const started = performance.now();
    const ok = await withTimeout(probe.check(), this.options.timeoutMs).then(
      () => true,
      () => false,
    );
    this.options.onProbe?.(probe.name, (performance.now() - started) / 1000, ok);
    const state = this.states.get(probe.name) as DependencyState;
    const was = state.up;
    state.up = ok;
    if (ok) state.failingSince = null;
    else state.failingSince ??= this.now();
    if (was !== null && was !== ok) this.options.onChange?.(probe.name, ok);
    else if (was === null && !ok) this.options.onChange?.(probe.name, false);
  }
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What /api/ready answers: every dependency this instance needs (the database, and Redis and the bucket when
 * configured) answers within a second, and the instance is not draining. On SIGTERM the instance first says it
 * is not ready, so the load balancer stops sending it new requests, then stops (server.ts).
 */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

export class Readiness {
  draining = false;

  constructor(private readonly checks: ReadinessCheck[]) {}

  async probe(timeoutMs = 1000): Promise<{ ready: boolean; failing: string[] }> {
    if (this.draining) return { ready: false, failing: ['draining'] };
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        });
        try {
          await Promise.race([check(), timeout]);
          return null;
        } catch {
          return name;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const failing = results.filter((n): n is string => n !== null);
    return { ready: failing.length === 0, failing };
  }
}

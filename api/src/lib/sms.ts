import type { Logger } from 'pino';

/**
 * Where text messages go, once a provider is plugged in with setSmsProvider() at start-up. None is today: the site
 * offers no SMS switch and notifyUser queues no text (docs/decisions.md, "No SMS until a provider is wired").
 */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

let provider: SmsProvider | null = null;
let fallbackLogger: Logger | null = null;

export function setSmsProvider(next: SmsProvider | null): void {
  provider = next;
}

/** Whether a text would reach anyone: without a provider, notifyUser queues none. */
export function canSendSms(): boolean {
  return provider !== null;
}

/** The logger the default provider writes to (bootstrap or the first caller hands it over). */
export function setSmsLogger(logger: Logger): void {
  fallbackLogger = logger;
}

/** The number is logged without its middle digits: logs must not collect personal data. */
function masked(to: string): string {
  return to.length > 6 ? `${to.slice(0, 4)}***${to.slice(-2)}` : '***';
}

export async function sendSms(to: string, text: string): Promise<void> {
  if (provider) return provider.send(to, text);
  fallbackLogger?.info({ to: masked(to), chars: text.length }, 'sms not sent: no provider configured');
}

import type { PageBoundaries } from './modules/jobs/job-page-boundaries';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Env } from './config/env';
import type { Mailer } from './lib/mailer';
import type { SessionTokens } from './lib/tokens';
import type { Storage } from './lib/storage';
import type { ReleaseStore } from './lib/releases/release-store';
import type { SignedLinks } from './lib/signed-links';
import type { ContentCache } from './modules/content/cache/content-cache';
import type { TaskQueue } from './lib/tasks/task-queue';
import type { Readiness } from './lib/readiness';
import type { Metrics } from './lib/metrics';
import type { SessionStore } from './lib/sessions/session-store';
import type { KeptListPages } from './modules/jobs/kept-list-pages';
import type { JobTotals } from './modules/jobs/job-counts';
import type { KeptSiteSettings } from './modules/site-settings/kept-site-settings';

/** Everything a module needs from outside, made once in server.ts (or a test) and handed to createApp. */
export interface AppDeps {
  env: Env;
  db: Knex;
  logger: Logger;
  /** The transport the mail task sends with; features queue mails (lib/tasks/queue-mail.ts, lib/notify.ts). */
  mailer: Mailer;
  /** Durable background tasks: `queue.add(trx, name, data)` inside the change's transaction. */
  queue: TaskQueue;
  readiness: Readiness;
  metrics: Metrics;
  tokens: SessionTokens;
  /** The accounts behind tokens, kept until the database announces a change (lib/sessions). */
  sessions: SessionStore;
  /** The job lists' totals, kept until job_counts changes (modules/jobs/job-counts.ts). */
  jobTotals: JobTotals;
  pageBoundaries: PageBoundaries;
  /** The busiest lists' pages, kept until anything they show changes (modules/jobs/kept-list-pages.ts). */
  listPages: KeptListPages;
  /** The site settings in force, kept until they change (modules/site-settings). */
  siteSettings: KeptSiteSettings;
  limiters: Limiters;
  storage: Storage;
  /** Numbered builds of the remotes (modules/releases): which one each remote serves is chosen by the admin. */
  releases: ReleaseStore;
  signedLinks: SignedLinks;
  contentCache: ContentCache;
}

export interface Limiters {
  /** Per IP, per endpoint family: login, register, forgot, reset, resend, apply, testimonials. */
  perIp: (name: string) => RateLimiterAbstract;
  /** Failed logins per account and source address: a guesser cannot lock the owner out from elsewhere. */
  loginFailures: RateLimiterAbstract;
  /** Failed logins per account from all addresses together: the brake on guessing from many addresses. */
  accountLoginFailures: RateLimiterAbstract;
  /** Mails of one kind to one address (keys `<kind>:<address>`): nobody floods a mailbox through us. */
  mailsPerAddress: RateLimiterAbstract;
}

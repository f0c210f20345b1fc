import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseFilesKey, persistentFilesKey } from './files-key';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The one place that reads process.env. A bad variable is named before the process exits. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** The most connections an instance's requests hold to DATABASE_URL (the task queue and the line maker have their own). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tercüme Odası <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  SITE_NAME: z.string().default('Tercüme Odası'),
  SITE_EMAIL: z.string().default('info@tercumeodasi.com.tr'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** 'true': set ADMIN_PASSWORD on the existing admin at this start and sign it out everywhere. */
  ADMIN_PASSWORD_RESET: z.enum(['true', 'false']).default('false'),
  JWT_SECRET: z.string().min(32).optional(),
  /** The master key of stored files (lib/file-encryption.ts): 32 bytes in base64. Unset: generated into DATA_DIR. */
  FILES_KEY: z
    .string()
    .refine((v) => parseFilesKey(v) !== null, '32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** Earlier FILES_KEY values, comma-separated: files sealed with them are still read. */
  FILES_KEY_PREVIOUS: z
    .string()
    .refine(
      (v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
          .every((k) => parseFilesKey(k) !== null),
      'a comma list of 32-byte base64 keys',
    )
    .optional(),
  /**
   * How many API instances serve this site together (config/deployment-checks.ts). Unset: several when REDIS_URL or
   * S3_BUCKET is set (they exist only to be shared), else one.
   */
  INSTANCES: z.coerce.number().int().min(1).max(1000).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/)
    .default('905555555555'),
  // Defaults of the admin's "Site ayarları"; a value saved there wins (modules/site-settings).
  USUAL_QUOTE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  BANK_NAME: z.string().max(100).default(''),
  BANK_ACCOUNT_HOLDER: z.string().max(100).default(''),
  BANK_IBAN: z.string().max(40).default(''),
  CONTACT_PHONE: z.string().max(30).default(''),
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
  REDIS_URL: z.string().optional(),
  /** Number of proxy hops, or a comma list of proxy addresses, whose X-Forwarded-For is believed; unset: none. */
  TRUST_PROXY: z.string().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (host/bucket/key): the default with S3_ENDPOINT, which self-hosted servers expect. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  REMOTE_PUBLIC_URL: z.string().optional(),
  REMOTE_CUSTOMER_URL: z.string().optional(),
  REMOTE_TRANSLATOR_URL: z.string().optional(),
  REMOTE_ADMIN_URL: z.string().optional(),
  /** Card payments through iyzico (modules/payments); without the keys the payment page offers no card. */
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  IYZICO_BASE_URL: z.string().url().default('https://sandbox-api.iyzipay.com'),
  FIXED_MONTHLY_EXPENSE: z.coerce.number().min(0).default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Failed logins per account from one source address. */
  LOGIN_FAILURES_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  /** Failed logins per account from all addresses together: the brake on guessing from many addresses. */
  LOGIN_FAILURES_PER_ACCOUNT_15_MIN: z.coerce.number().int().min(1).default(100),
  /** Mails of one kind (verification, password reset) to one address; more requests are answered as if sent. */
  MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Bearer token for GET /api/metrics; unset, the route answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * How long an instant job alert waits for more jobs in the translator's languages, so jobs opened close together
   * reach them as one mail (modules/job-alerts).
   */
  JOB_ALERT_GROUP_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** 'false': this instance answers requests and queues tasks but leaves running them to other instances. */
  TASK_WORKER: z.enum(['true', 'false']).default('true'),
  /** On SIGTERM, how long /api/ready answers 503 before the server stops taking connections. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().optional(),
  /**
   * 'server' (the default): the pages visitors arrive on come with their first screen drawn in the HTML (ssr/,
   * docs/decisions.md "The first screen drawn on the server"); 'browser': the scripts draw every page.
   */
  FIRST_SCREEN: z.enum(['server', 'browser']).default('server'),
  NODE_ENV: z.string().default('development'),
});

export type RawEnv = z.infer<typeof schema>;
export interface Env extends Omit<RawEnv, 'JWT_SECRET' | 'FILES_KEY' | 'PUBLIC_URL' | 'TRUST_PROXY'> {
  JWT_SECRET: string;
  FILES_KEY: string;
  /**
   * FILES_KEY was not given: it is DATA_DIR/files-key, this instance's alone (config/deployment-checks.ts);
   * 'new' when this start made it.
   */
  FILES_KEY_GENERATED: false | 'kept' | 'new';
  /** JWT_SECRET was not given: it was generated into DATA_DIR, this instance's alone (config/deployment-checks.ts). */
  JWT_SECRET_GENERATED: boolean;
  TRUST_PROXY: TrustProxy;
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_ROOT: string;
}

/** The signing key is generated once and kept in DATA_DIR, so tokens survive a restart without configuration. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The folder holding the workspace root package.json: the built front ends live below it. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env, overrides: Partial<RawEnv> = {}): Env {
  const parsed = schema.safeParse({ ...source, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const trustProxy = parseTrustProxy(raw.TRUST_PROXY);
  if (typeof trustProxy === 'string') throw new Error(`Invalid environment:\n  TRUST_PROXY: ${trustProxy}`);
  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const filesKey = raw.FILES_KEY === undefined ? persistentFilesKey(dataDir) : null;
  return {
    ...raw,
    DATA_DIR: dataDir,
    JWT_SECRET: raw.JWT_SECRET ?? persistentSecret(dataDir),
    JWT_SECRET_GENERATED: raw.JWT_SECRET === undefined,
    FILES_KEY: filesKey?.key ?? (raw.FILES_KEY as string),
    FILES_KEY_GENERATED: filesKey ? (filesKey.generated ? 'new' : 'kept') : false,
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    WEB_ROOT: path.resolve(raw.WEB_ROOT ?? findRepoRoot(process.cwd())),
  };
}

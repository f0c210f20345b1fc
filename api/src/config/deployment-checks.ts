import type { Env } from './env';

export interface DeploymentFindings {
  /** Reasons not to start: the process names them and exits. */
  errors: string[];
  /** Things that work but not as an operator of several instances expects: logged at start. */
  warnings: string[];
}

/**
 * Several instances are configured when INSTANCES says so, or, without it, when REDIS_URL or S3_BUCKET is set: a
 * shared rate-limit store and a shared bucket exist only for instances to share them (README, "Several instances").
 */
export function instanceCount(env: Pick<Env, 'INSTANCES' | 'REDIS_URL' | 'S3_BUCKET'>): number {
  return env.INSTANCES ?? (env.REDIS_URL || env.S3_BUCKET ? 2 : 1);
}

/**
 * What a deployment of several instances needs that one instance does not. A JWT_SECRET generated into each
 * instance's DATA_DIR makes every instance refuse the others' tokens, silently; an embedded database is one
 * instance's alone. In production these stop the start; elsewhere they are warned about, like the optional parts.
 */
export function checkDeployment(env: Env): DeploymentFindings {
  const findings: DeploymentFindings = { errors: [], warnings: [] };
  const instances = instanceCount(env);
  if (instances < 2) return findings;
  const fatal = env.NODE_ENV === 'production' ? findings.errors : findings.warnings;
  const several = `${instances} instances are configured (INSTANCES, or REDIS_URL/S3_BUCKET set)`;
  if (env.JWT_SECRET_GENERATED) {
    fatal.push(
      `JWT_SECRET is not set, and ${several}: each would sign sessions with a key of its own from its DATA_DIR and ` +
        'refuse the tokens of the others. Set the same JWT_SECRET (at least 32 random characters) on every instance.',
    );
  }
  if (env.FILES_KEY_GENERATED) {
    fatal.push(
      `FILES_KEY is not set, and ${several}: each would encrypt stored files with a key of its own from its ` +
        'DATA_DIR and could not read the files the others stored. Set the same FILES_KEY (openssl rand -base64 32) ' +
        'on every instance.',
    );
  }
  if (!env.DATABASE_URL) {
    fatal.push(
      `DATABASE_URL is not set, and ${several}: each would keep its own embedded database. Point every instance ` +
        'at the same PostgreSQL server.',
    );
  }
  if (!env.REDIS_URL) {
    findings.warnings.push(`REDIS_URL is not set, and ${several}: each instance counts the rate limits on its own.`);
  }
  if (!env.S3_BUCKET) {
    findings.warnings.push(
      `S3_BUCKET is not set, and ${several}: a file stored through one instance is missing on the others.`,
    );
  }
  if (!env.SMTP_URL) {
    findings.warnings.push(
      `SMTP_URL is not set, and ${several}: mails are written to each instance's DATA_DIR/mail, not sent.`,
    );
  }
  return findings;
}

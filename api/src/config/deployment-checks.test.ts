import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDeployment, instanceCount } from './deployment-checks';
import { loadEnv } from './env';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tercume-deploy-checks-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const filesKey = Buffer.alloc(32, 7).toString('base64');
const server = {
  FILES_KEY: filesKey,
  DATABASE_URL: 'postgres://db.internal/tercume',
  REDIS_URL: 'redis://redis.internal:6379',
  S3_BUCKET: 'tercume-files',
  SMTP_URL: 'smtp://mail.internal:587',
};
const envOf = (vars: Record<string, string>) => loadEnv({ DATA_DIR: dataDir, ...vars });

describe('the checks of a deployment at start', () => {
  it('counts one instance when nothing shared is configured, several with Redis, a bucket or INSTANCES', () => {
    expect(instanceCount(envOf({}))).toBe(1);
    expect(instanceCount(envOf({ REDIS_URL: server.REDIS_URL }))).toBe(2);
    expect(instanceCount(envOf({ S3_BUCKET: server.S3_BUCKET }))).toBe(2);
    expect(instanceCount(envOf({ INSTANCES: '3' }))).toBe(3);
    expect(instanceCount(envOf({ INSTANCES: '1', REDIS_URL: server.REDIS_URL }))).toBe(1);
  });

  it('refuses a production start of several instances without JWT_SECRET, naming the variable', () => {
    const { errors } = checkDeployment(envOf({ ...server, NODE_ENV: 'production' }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^JWT_SECRET is not set/);
  });

  it('starts one production instance with a generated secret, and several with a given one, without a word', () => {
    expect(checkDeployment(envOf({ DATABASE_URL: server.DATABASE_URL, NODE_ENV: 'production' }))).toEqual({
      errors: [],
      warnings: [],
    });
    const secret = 'x'.repeat(48);
    expect(checkDeployment(envOf({ ...server, JWT_SECRET: secret, NODE_ENV: 'production' }))).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('refuses several production instances on embedded databases', () => {
    const { errors } = checkDeployment(envOf({ INSTANCES: '2', NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(48) }));
    expect(errors.some((e) => e.startsWith('DATABASE_URL is not set'))).toBe(true);
  });

  it('warns, without refusing, when several instances lack Redis, a bucket or SMTP', () => {
    const { errors, warnings } = checkDeployment(
      envOf({
        INSTANCES: '2',
        DATABASE_URL: server.DATABASE_URL,
        FILES_KEY: filesKey,
        NODE_ENV: 'production',
        JWT_SECRET: 'y'.repeat(48),
      }),
    );
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.split(' ')[0])).toEqual(['REDIS_URL', 'S3_BUCKET', 'SMTP_URL']);
  });

  it('refuses a production start of several instances without FILES_KEY, naming the variable', () => {
    const { FILES_KEY: _unset, ...withoutKey } = server;
    const { errors } = checkDeployment(envOf({ ...withoutKey, JWT_SECRET: 'y'.repeat(48), NODE_ENV: 'production' }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^FILES_KEY is not set/);
  });

  it('refuses a FILES_KEY that is not 32 bytes of base64, naming the variable', () => {
    expect(() => envOf({ FILES_KEY: 'kısa' })).toThrow(/FILES_KEY/);
    expect(() => envOf({ FILES_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/FILES_KEY/);
    expect(() => envOf({ FILES_KEY: filesKey, FILES_KEY_PREVIOUS: `${filesKey},abc` })).toThrow(/FILES_KEY_PREVIOUS/);
  });

  it('only warns outside production, where a developer may run two instances on purpose', () => {
    const { errors, warnings } = checkDeployment(envOf({ INSTANCES: '2' }));
    expect(errors).toEqual([]);
    expect(warnings.some((w) => w.startsWith('JWT_SECRET is not set'))).toBe(true);
  });
});

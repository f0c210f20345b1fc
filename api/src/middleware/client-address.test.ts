import { parseTrustProxy, type TrustProxy } from '../config/trust-proxy';
import { loadEnv } from '../config/env';
import { clientAddress } from './client-address';

const trust = (raw: string | undefined): TrustProxy => {
  const parsed = parseTrustProxy(raw);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

describe('clientAddress: whose X-Forwarded-For is believed (TRUST_PROXY)', () => {
  it('by default believes nobody: the socket peer is the client, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', trust(undefined))).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', trust(''))).toBe('203.0.113.9');
  });

  it('with one hop takes the address our proxy appended, not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '198.51.100.7', trust('1'))).toBe('198.51.100.7');
  });

  it('with two hops skips the inner proxy too', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.50', trust('2'))).toBe('198.51.100.7');
  });

  it('with hops but no header (a direct call) takes the peer', () => {
    expect(clientAddress('198.51.100.7', '', trust('1'))).toBe('198.51.100.7');
  });

  it('never keys on a made-up value that is not an address', () => {
    expect(clientAddress('198.51.100.7', 'not-an-ip', trust('1'))).toBe('198.51.100.7');
  });

  it('with a list believes the header only from a listed proxy, and walks past every listed proxy', () => {
    const listed = trust('10.0.0.2, 192.0.2.0/24');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 192.0.2.50', listed)).toBe('198.51.100.7');
    // the same header from someone who is not our proxy is that someone's invention
    expect(clientAddress('203.0.113.9', '198.51.100.7', listed)).toBe('203.0.113.9');
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor a list of addresses, naming the variable', () => {
    expect(() => loadEnv({}, { DATA_DIR: '/tmp/tercume-env-test', TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({}, { DATA_DIR: '/tmp/tercume-env-test', TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({}, { DATA_DIR: '/tmp/tercume-env-test', JWT_SECRET: 'x'.repeat(32) }).TRUST_PROXY).toEqual({
      kind: 'none',
    });
  });
});

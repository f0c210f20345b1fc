import { BlockList, isIP } from 'node:net';

/**
 * Whose X-Forwarded-For we believe (TRUST_PROXY): nobody (the default), the last N proxy hops in front of us, or
 * the proxies at the listed addresses (single addresses or CIDR ranges). Anyone can write the header, so without
 * this every per-IP limit could be dodged by sending a new made-up address each time.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList; text: string };

/** `::ffff:10.0.0.1` is how an IPv4 peer looks on a dual-stack socket; compare it as 10.0.0.1. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Parses TRUST_PROXY; answers an error sentence for a bad value (env.ts names the variable). */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 20 ? { kind: 'hops', hops } : 'a number of proxy hops must be at most 20';
  }
  const list = new BlockList();
  for (const entry of value.split(',').map((s) => s.trim())) {
    const [address = '', bits] = entry.split('/');
    const plain = plainAddress(address);
    const family = isIP(plain);
    if (!family) return `"${entry}" is neither a number of hops nor a proxy address`;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(plain, type);
    else if (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)) list.addSubnet(plain, Number(bits), type);
    else return `"${entry}" has a bad prefix length`;
  }
  return { kind: 'addresses', list, text: value };
}

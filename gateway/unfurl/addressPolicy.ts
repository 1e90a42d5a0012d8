import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach unless private targets are allowed: loopback,
 * private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation
 * and other special-purpose ranges of the IANA registries, for IPv4 and IPv6.
 */
const RESERVED_V4 = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
  ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const;
const RESERVED_V6 = [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23],
  ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const;

const reserved = new BlockList();
for (const [net, prefix] of RESERVED_V4) reserved.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of RESERVED_V6) reserved.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address written inside IPv6 (`::ffff:10.0.0.1`, `::10.0.0.1`) is judged as the IPv4 address. */
function embeddedV4(address: string): string | null {
  const match = /^::(?:ffff:(?:0{1,4}:)?)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !reserved.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedV4(address);
  if (v4) return !reserved.check(v4, 'ipv4');
  return !reserved.check(address, 'ipv6');
}

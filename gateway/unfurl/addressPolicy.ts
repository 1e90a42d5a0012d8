import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * IPv4-compatible IPv6 (`::a.b.c.d`, RFC 4291, deprecated): ipaddr.js counts it as ordinary unicast,
 * but `[::127.0.0.1]` is written `::7f00:1` by the URL parser and must not pass as a public address.
 */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether a server-side fetch may reach this address when private targets are not allowed. Only
 * global unicast passes: ipaddr.js classifies every special-purpose range of the IANA registries
 * (loopback, private, link-local with cloud metadata at 169.254.169.254, carrier-grade NAT, multicast,
 * documentation, benchmarking, 6to4, Teredo, NAT64, IPv4-translated `::ffff:0:0:0/96`...), and an
 * IPv4-mapped address (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

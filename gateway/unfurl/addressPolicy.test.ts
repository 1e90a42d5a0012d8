import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addressPolicy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::2', 'fc00::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::127.0.0.1', 'ff02::1', 'not-an-ip', '',
    // IPv4-compatible and IPv4-translated spellings of loopback, as the URL parser writes them, and NAT64.
    '::7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::', '2001:db8::1', '0x7f.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:1.1.1.1'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

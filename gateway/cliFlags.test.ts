import { describe, expect, it } from 'vitest';
import { FlagError, parseFlags } from './cliFlags';

describe('parseFlags', () => {
  it('reads every flag, in both spellings', () => {
    expect(
      parseFlags(['--port', '0', '--host=0.0.0.0', '--db', 'x.sqlite', '--seed', 'scale:100', '--compat', 'farquest',
        '--token-ttl', '60', '--api-key', 'a', '--api-key=b', '--rate-limit', 'farquest', '--workers', '4']),
    ).toEqual({ port: 0, host: '0.0.0.0', db: 'x.sqlite', seed: 'scale:100', compat: 'farquest', tokenTtlSeconds: 60, apiKeys: ['a', 'b'], rateLimit: 'farquest', workers: 4 });
    expect(parseFlags([])).toEqual({});
    expect(parseFlags(['--unfurl-private', '--port', '1'])).toEqual({ unfurlPrivate: true, port: 1 });
    expect(parseFlags(['--unfurl-private=false'])).toEqual({ unfurlPrivate: false });
  });

  it('takes the public URL as an origin', () => {
    expect(parseFlags(['--public-url', 'https://Gateway.example/'])).toEqual({ publicUrl: 'https://gateway.example' });
    expect(parseFlags(['--public-url=http://127.0.0.1:8801'])).toEqual({ publicUrl: 'http://127.0.0.1:8801' });
  });

  it('names a local chain, or an RPC chain with its registry addresses, in any flag order', () => {
    expect(parseFlags(['--chain', 'local'])).toEqual({ chain: { kind: 'local' } });
    expect(parseFlags(['--chain-port', '8545', '--chain=local'])).toEqual({ chain: { kind: 'local', port: 8545 } });
    const a = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';
    const b = '0x00000000fc1237824fb747abde0ff18990e59b7e';
    expect(parseFlags(['--id-registry', a, '--chain-url', 'https://mainnet.optimism.io', '--key-registry', b, '--key-gateway', a, '--validator', b])).toEqual({
      chain: { kind: 'rpc', url: 'https://mainnet.optimism.io', contracts: { idRegistry: a, keyRegistry: b, keyGateway: a, validator: b } },
    });
  });

  it('names a Farcaster node to deliver to, with an optional API key, in either order', () => {
    expect(parseFlags(['--hub-url', 'http://127.0.0.1:3381/'])).toEqual({ hub: { hubUrl: 'http://127.0.0.1:3381' } });
    expect(parseFlags(['--hub-api-key=k', '--hub-url', 'https://snapchain-api.neynar.com'])).toEqual({
      hub: { hubUrl: 'https://snapchain-api.neynar.com', apiKey: 'k' },
    });
    expect(parseFlags(['--hub-url', 'https://node.example/base/'])).toEqual({ hub: { hubUrl: 'https://node.example/base' } });
  });

  it('names the AuthKit relay and the sites whose Sign in with Farcaster messages are accepted', () => {
    expect(parseFlags(['--relay-url', 'http://127.0.0.1:8790/', '--siwf-domain', '127.0.0.1:5173', '--siwf-domain=Castline.example'])).toEqual({
      relayUrl: 'http://127.0.0.1:8790',
      siwfDomains: ['127.0.0.1:5173', 'castline.example'],
    });
  });

  it.each([
    [['--relay-url', 'relay.farcaster.xyz']],
    [['--siwf-domain', 'https://castline.example']],
    [['--siwf-domain', 'castline.example/login']],
    [['--hub-url', 'node.example:3381']],
    [['--hub-url', 'ftp://node.example']],
    [['--hub-url', 'http://node.example/?a=1']],
    [['--hub-api-key', 'k']],
    [['--hub-url', 'http://node.example', '--hub-api-key=']],
    [['--port', '70000']],
    [['--port']],
    [['--seed', 'scale:x']],
    [['--compat', 'v1']],
    [['--token-ttl', '0']],
    [['--workers', '0']],
    [['--workers', '65']],
    [['--nope', '1']],
    [['--unfurl-private=yes']],
    [['--chain', 'anvil']],
    [['--chain', 'local', '--chain-url', 'http://127.0.0.1:8545']],
    [['--chain-url', 'http://127.0.0.1:8545', '--chain-port', '8545']],
    [['--chain-url', 'ftp://example.org']],
    [['--id-registry', '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b']],
    [['--chain-url', 'http://127.0.0.1:8545', '--key-registry', '0x1234']],
    [['--public-url', 'gateway.example']],
    [['--public-url', 'https://gateway.example/api']],
    [['--public-url', 'javascript:alert(1)']],
  ])('refuses %j', (argv) => {
    expect(() => parseFlags(argv)).toThrow(FlagError);
  });
});

import { describe, expect, it } from 'vitest';
import { DEV_APP_FID, devAppCustodyKey } from './chain/devAccounts';
import { FlagError, parseFlags } from './cliFlags';
import { leakedSpellings } from './testing/secretSpellings';

const devApp = { fid: DEV_APP_FID, custodyKey: devAppCustodyKey() };
const custodyKey = `0x${'5a'.repeat(32)}` as const;

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
    expect(parseFlags(['--chain', 'local'])).toEqual({ chain: { kind: 'local' }, appAccount: devApp });
    expect(parseFlags(['--chain-port', '8545', '--chain=local'])).toEqual({ chain: { kind: 'local', port: 8545 }, appAccount: devApp });
    const a = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';
    const b = '0x00000000fc1237824fb747abde0ff18990e59b7e';
    expect(parseFlags(['--id-registry', a, '--chain-url', 'https://mainnet.optimism.io', '--key-registry', b, '--key-gateway', a, '--validator', b])).toEqual({
      chain: { kind: 'rpc', url: 'https://mainnet.optimism.io', contracts: { idRegistry: a, keyRegistry: b, keyGateway: a, validator: b } },
    });
  });

  it('reads how to log, where to serve metrics, the limits of readiness and the delay of a shutdown', () => {
    expect(
      parseFlags(['--log-level', 'debug', '--log-format=text', '--metrics-port', '9464', '--ready-max-backlog', '1000', '--ready-max-event-lag-seconds=30', '--shutdown-delay', '5']),
    ).toEqual({ logLevel: 'debug', logFormat: 'text', metrics: { port: 9464 }, readyMaxBacklog: 1000, readyMaxEventLagSeconds: 30, shutdownDelayMs: 5000 });
    expect(parseFlags(['--metrics-host', '0.0.0.0', '--metrics-port', '0'])).toEqual({ metrics: { port: 0, host: '0.0.0.0' } });
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

  it('names the app account, its key read from the environment, and where and for how long its key requests go', () => {
    const env = { CASTLINE_APP_CUSTODY_KEY: custodyKey };
    expect(parseFlags(['--app-fid', '977233', '--client-api-url', 'http://127.0.0.1:8791/', '--signer-request-ttl=600'], env)).toEqual({
      appAccount: { fid: 977233, custodyKey },
      clientApiUrl: 'http://127.0.0.1:8791',
      signerRequestTtlSeconds: 600,
    });
    expect(parseFlags(['--signer-request-ttl', '60'])).toEqual({ signerRequestTtlSeconds: 60 });
    expect(parseFlags(['--signer-request-ttl', '604800'])).toEqual({ signerRequestTtlSeconds: 604_800 });
    // A named account replaces the local chain's development one; without --app-fid an empty variable is no key.
    expect(parseFlags(['--chain', 'local', '--app-fid', '5'], env)).toEqual({ chain: { kind: 'local' }, appAccount: { fid: 5, custodyKey } });
    expect(parseFlags(['--chain', 'local'], { CASTLINE_APP_CUSTODY_KEY: '' })).toEqual({ chain: { kind: 'local' }, appAccount: devApp });
    expect(parseFlags(['--chain-url', 'http://127.0.0.1:8545', '--id-registry', '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'])).not.toHaveProperty('appAccount');
  });

  it.each([
    [['--app-fid', '11'], {}, '--app-fid needs the custody key of FID 11 in the environment variable CASTLINE_APP_CUSTODY_KEY'],
    [[], { CASTLINE_APP_CUSTODY_KEY: custodyKey }, 'CASTLINE_APP_CUSTODY_KEY is set but --app-fid is not: name the FID whose custody key it is'],
    [['--app-fid', '11'], { CASTLINE_APP_CUSTODY_KEY: custodyKey.slice(2) }, "CASTLINE_APP_CUSTODY_KEY must be 0x and 64 hex digits: the private key of the app FID's custody address"],
    [['--app-fid', '11'], { CASTLINE_APP_CUSTODY_KEY: `${custodyKey}ff` }, "CASTLINE_APP_CUSTODY_KEY must be 0x and 64 hex digits: the private key of the app FID's custody address"],
    [['--app-fid', '0'], { CASTLINE_APP_CUSTODY_KEY: custodyKey }, '--app-fid must be an integer from 1 to 9007199254740991'],
    [['--app-fid', '1.5'], { CASTLINE_APP_CUSTODY_KEY: custodyKey }, '--app-fid must be an integer from 1 to 9007199254740991'],
    [['--signer-request-ttl', '59'], {}, '--signer-request-ttl must be an integer from 60 to 604800'],
    [['--signer-request-ttl', '604801'], {}, '--signer-request-ttl must be an integer from 60 to 604800'],
    [['--signer-request-ttl', '1h'], {}, '--signer-request-ttl must be an integer from 60 to 604800'],
    [['--client-api-url', 'api.farcaster.xyz'], {}, '--client-api-url must be an http:// or https:// URL, e.g. https://api.farcaster.xyz'],
    [['--client-api-url', 'https://api.farcaster.xyz/?x=1'], {}, '--client-api-url must be an http:// or https:// URL, e.g. https://api.farcaster.xyz'],
  ])('refuses %j with %j in words, never writing the key out', (argv, env, words) => {
    let error: unknown;
    try {
      parseFlags(argv, env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FlagError);
    expect((error as FlagError).message).toBe(words);
    expect(leakedSpellings(`${(error as Error).stack}`, custodyKey)).toEqual([]);
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
    [['--log-level', 'verbose']],
    [['--log-format', 'pretty']],
    [['--metrics-port', '65536']],
    [['--metrics-host', '0.0.0.0']],
    [['--ready-max-backlog', '-1']],
    [['--ready-max-event-lag-seconds', '0']],
    [['--shutdown-delay', '601']],
  ])('refuses %j', (argv) => {
    expect(() => parseFlags(argv)).toThrow(FlagError);
  });
});

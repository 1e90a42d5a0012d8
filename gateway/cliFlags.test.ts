import { describe, expect, it } from 'vitest';
import { FlagError, parseFlags } from './cliFlags';

describe('parseFlags', () => {
  it('reads every flag, in both spellings', () => {
    expect(
      parseFlags(['--port', '0', '--host=0.0.0.0', '--db', 'x.sqlite', '--seed', 'scale:100', '--compat', 'farquest',
        '--token-ttl', '60', '--api-key', 'a', '--api-key=b', '--rate-limit', 'farquest']),
    ).toEqual({ port: 0, host: '0.0.0.0', db: 'x.sqlite', seed: 'scale:100', compat: 'farquest', tokenTtlSeconds: 60, apiKeys: ['a', 'b'], rateLimit: 'farquest' });
    expect(parseFlags([])).toEqual({});
  });

  it.each([
    [['--port', '70000']],
    [['--port']],
    [['--seed', 'scale:x']],
    [['--compat', 'v1']],
    [['--token-ttl', '0']],
    [['--nope', '1']],
  ])('refuses %j', (argv) => {
    expect(() => parseFlags(argv)).toThrow(FlagError);
  });
});

import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, gatewayChain, namedGatewayPort, portIsFree, portOrAnother, splitDevArgs } from './devPorts.mjs';

describe('splitDevArgs', () => {
  it('takes --app-port for the app and leaves every other flag to the gateway', () => {
    expect(splitDevArgs(['--port', '9000', '--app-port', '6000', '--compat', 'farquest'])).toEqual({
      appPort: 6000,
      gatewayArgs: ['--port', '9000', '--compat', 'farquest'],
    });
    expect(splitDevArgs(['--app-port=6001'])).toEqual({ appPort: 6001, gatewayArgs: [] });
    expect(splitDevArgs([])).toEqual({ appPort: null, gatewayArgs: [] });
  });

  it('refuses an app port that is not a port', () => {
    expect(() => splitDevArgs(['--app-port'])).toThrow('--app-port needs a port number');
    expect(() => splitDevArgs(['--app-port', '70000'])).toThrow('not "70000"');
    expect(() => splitDevArgs(['--app-port=abc'])).toThrow('not "abc"');
  });
});

describe('namedGatewayPort', () => {
  it('reads --port in both spellings', () => {
    expect(namedGatewayPort(['--seed', 'demo', '--port', '9100'])).toBe('9100');
    expect(namedGatewayPort(['--port=9101'])).toBe('9101');
    expect(namedGatewayPort(['--portable'])).toBeNull();
    expect(namedGatewayPort([])).toBeNull();
  });
});

describe('portOrAnother', () => {
  let taken: Server | undefined;
  afterEach(() => new Promise<void>((done) => (taken ? taken.close(() => done()) : done())));

  it('keeps a free port and gives up a taken one', async () => {
    taken = createServer();
    await new Promise<void>((listening) => taken!.listen(0, '127.0.0.1', listening));
    const port = (taken.address() as { port: number }).port;
    expect(await portIsFree(port)).toBe(false);
    expect(await portOrAnother(port)).toBe(0);
    const instead = await freePort(port);
    expect(instead).not.toBe(port);
    expect(await portIsFree(instead)).toBe(true);
    await new Promise<void>((closed) => taken!.close(() => closed()));
    taken = undefined;
    expect(await portIsFree(port)).toBe(true);
    expect(await portOrAnother(port)).toBe(port);
    expect(await freePort(port)).toBe(port);
  });
});

describe('gatewayChain', () => {
  it('reads the chain URL, IdRegistry and KeyGateway from the line the gateway prints, and nothing from any other', () => {
    const line =
      'Chain 31337 at http://127.0.0.1:41235: IdRegistry 0x5FbDB2315678afecb367f032d93F642f64180aa3, KeyRegistry 0xa16E02E87b7454126E5E10d957A927A7F5B5d2be, KeyGateway 0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
    expect(gatewayChain(line)).toEqual({
      rpcUrl: 'http://127.0.0.1:41235',
      idRegistry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      keyGateway: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    });
    expect(gatewayChain('Chain 10 at https://mainnet.optimism.io/: IdRegistry 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b, KeyRegistry 0x00000000Fc1237824fb747aBDE0FF18990E59b7e, KeyGateway 0x00000000fC56947c7E7183f8Ca4B62398CaAdf0B')).toEqual({
      rpcUrl: 'https://mainnet.optimism.io/',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      keyGateway: '0x00000000fC56947c7E7183f8Ca4B62398CaAdf0B',
    });
    expect(gatewayChain('Castline gateway: http://127.0.0.1:8787  API key: dev')).toBeNull();
    expect(gatewayChain('Local chain started in 300 ms, registries deployed in 200 ms, demo FIDs 1-10 registered in 400 ms')).toBeNull();
  });
});

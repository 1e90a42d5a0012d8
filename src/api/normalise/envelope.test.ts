import { describe, expect, it } from 'vitest';
import { GatewayError } from '../errors';
import farquestAuth from '../fixtures/farquest/auth.json';
import farquestCasts from '../fixtures/farquest/casts-page.json';
import farquestFollowing from '../fixtures/farquest/following-page.json';
import farquestUsers from '../fixtures/farquest/users.json';
import specAuth from '../fixtures/spec/auth.json';
import specFollowing from '../fixtures/spec/following-page.json';
import { bodyOf } from '../fixtures/recorded';
import { castSchema } from './cast';
import { readAuthField, readPage, readSingle, readSlots } from './envelope';
import { userSchema } from './user';

function expectUnexpectedResponse(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).kind).toBe('server');
    expect((error as GatewayError).message).toMatch(/^Unexpected response from the gateway/);
    return;
  }
  throw new Error('expected an unexpected-response error');
}

describe('readPage', () => {
  it('reads next from inside result (far.quest following)', () => {
    const page = readPage(bodyOf(farquestFollowing), 'users', userSchema, 'following');
    expect(page.items.map((user) => user.username)).toEqual(['dwr.eth', 'farcaster', 'mika.cast']);
    expect(page.next).toBe('1712300000000-5521');
  });

  it('reads next from the top level (specification following, far.quest casts)', () => {
    expect(readPage(bodyOf(specFollowing), 'users', userSchema, 'following').next).toBe('1712300000000-42');
    expect(readPage(bodyOf(farquestCasts), 'casts', castSchema, 'casts').next).toBe('1712317000000-98231');
  });

  it('treats an empty, null or missing next as the end', () => {
    for (const next of ['', null, undefined]) {
      expect(readPage({ result: { users: [], next }, next, source: 'v2' }, 'users', userSchema, 'following').next).toBeNull();
    }
  });

  it('drops a malformed or null item and keeps the rest of the page', () => {
    const body = bodyOf(farquestCasts) as { result: { casts: unknown[] } };
    body.result.casts.splice(1, 0, { hash: '0xbroken', text: 'no author, no time' }, null);
    const page = readPage(body, 'casts', castSchema, 'casts');
    expect(page.items).toHaveLength(3);
    expect(page.items.map((cast) => cast.hash)).not.toContain('0xbroken');
  });

  it('fails a malformed envelope with an unexpected-response server error', () => {
    expectUnexpectedResponse(() => readPage({ casts: [] }, 'casts', castSchema, 'casts'));
    expectUnexpectedResponse(() => readPage({ result: { casts: 'none' } }, 'casts', castSchema, 'casts'));
    expectUnexpectedResponse(() => readPage('<html>', 'casts', castSchema, 'casts'));
  });
});

describe('readSlots', () => {
  it('keeps null entries in place', () => {
    const users = readSlots(bodyOf(farquestUsers), 'users', userSchema, 'users');
    expect(users.map((user) => user?.fid ?? null)).toEqual(['2', null, '0x8f3a64b2c9d1e07f5a4b3c2d1e0f9a8b7c6d5e4f']);
  });
});

describe('readSingle', () => {
  it('returns null for a null result and the item otherwise', () => {
    expect(readSingle({ result: { cast: null }, source: 'v2' }, 'cast', castSchema, 'cast')).toBeNull();
    const cast = (bodyOf(farquestCasts) as { result: { casts: unknown[] } }).result.casts[2];
    expect(readSingle({ result: { cast }, source: 'v2' }, 'cast', castSchema, 'cast')?.text).toBe('gm from L2 ☀️');
  });

  it('fails when the one item is malformed', () => {
    expectUnexpectedResponse(() => readSingle({ result: { user: { username: 'x' } } }, 'user', userSchema, 'user'));
  });
});

describe('readAuthField', () => {
  it('reads far.quest top-level fields', () => {
    expect(readAuthField(bodyOf(farquestAuth.signInMessage), 'signature', 'sign-in')).toBe(
      '@wieldlabs/superhub wants you to sign in with your Ethereum account, secured with a signed message:\n 4 7352',
    );
    expect(readAuthField(bodyOf(farquestAuth.authenticate), 'accessToken', 'authenticate')).toMatch(/^eyJ/);
  });

  it('reads specification fields top-level or inside result', () => {
    expect(readAuthField(bodyOf(specAuth.signInMessage), 'signature', 'sign-in')).toMatch(/ 4 5821$/);
    expect(readAuthField(bodyOf(specAuth.authenticate), 'accessToken', 'authenticate')).toMatch(/^eyJ/);
    expect(readAuthField({ result: { signature: 'sign me' }, source: 'v2' }, 'signature', 'sign-in')).toBe('sign me');
  });

  it('fails when the field is missing or empty', () => {
    expectUnexpectedResponse(() => readAuthField({ code: '201', success: true }, 'accessToken', 'authenticate'));
    expectUnexpectedResponse(() => readAuthField({ result: { signature: '' } }, 'signature', 'sign-in'));
  });
});

import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { DatabaseSignerRegistry } from './databaseRegistry';

describe('the signer registry in the database', () => {
  it('finds FIDs by custody and custody by FID, whatever the case of the address', async () => {
    const { store } = await testStore();
    const registry = new DatabaseSignerRegistry(store.db);
    await registry.registerFid(7, '0xABcd');
    expect(await registry.fidOf('0xabCD')).toBe(7);
    expect(await registry.custodyOf(7)).toBe('0xabcd');
    expect(await registry.fidOf('0xef')).toBeNull();
    expect(await registry.custodyOf(8)).toBeNull();
    expect(await registry.isAuthAddress(7, '0xabcd')).toBe(false);
  });

  it('tells active signers, and follows a signer being removed and added again', async () => {
    const { store } = await testStore();
    const registry = new DatabaseSignerRegistry(store.db);
    await registry.setSigner(7, '0xAA', true);
    expect(await registry.isActiveSigner(7, '0xaa')).toBe(true);
    expect(await registry.isActiveSigner(8, '0xaa')).toBe(false);
    await registry.setSigner(7, '0xaa', false);
    expect(await registry.isActiveSigner(7, '0xAA')).toBe(false);
    await registry.setSigner(7, '0xaa', true);
    expect(await registry.isActiveSigner(7, '0xaa')).toBe(true);
  });
});

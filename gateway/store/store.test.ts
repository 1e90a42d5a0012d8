import { describe, expect, it } from 'vitest';
import { twoProcesses } from '../testing/sharedDatabase';
import { testDialect } from '../testing/testDatabase';
import { testStore } from '../testing/testStore';

describe(`the store (${testDialect})`, () => {
  it("reads what another process committed between two commits of its own, though it kept the row from before", async () => {
    const [mine, theirs] = await twoProcesses();
    const here = await testStore(mine);
    const there = await testStore(theirs);
    expect(await here.store.checkOtherProcesses()).toBe(0);
    const carol = await here.store.db.transaction(() => here.user('3', 'carol'));
    expect((await here.store.users.byIds([carol.id])).get(carol.id)?.display_name).toBe('');

    await there.store.users.update(carol.id, 'display_name', 'Carol, renamed by the other process');
    // A commit of its own after theirs, with no request (and so no check) between them.
    await here.store.db.transaction(() => here.user('4', 'dave'));

    expect(await here.store.checkOtherProcesses()).toBe(1);
    expect((await here.store.users.byIds([carol.id])).get(carol.id)?.display_name).toBe('Carol, renamed by the other process');
  });
});

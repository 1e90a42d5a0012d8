import { describe, expect, it } from 'vitest';
import { commitLedger } from './commitLedger';

describe('commitLedger', () => {
  it('counts nothing as moved at the first read, nor for commits of its own', () => {
    const ledger = commitLedger();
    ledger.read(7);
    ledger.own(8);
    ledger.own(9);
    ledger.read(9);
    expect(ledger.takeMoved()).toBe(false);
  });

  it('counts a commit another process told of as moved, once, and not again when a read reaches it', () => {
    const ledger = commitLedger();
    ledger.read(0);
    ledger.theirs(1);
    expect(ledger.takeMoved()).toBe(true);
    expect(ledger.takeMoved()).toBe(false);
    ledger.read(1);
    expect(ledger.takeMoved()).toBe(false);
  });

  it('finds a commit no one told of in a read of the sequence, between or after its own, told of out of order', () => {
    const ledger = commitLedger();
    ledger.read(10);
    // 12 was another process's, its notice lost; 11, 13 and 14 arrive out of order.
    ledger.own(13);
    ledger.own(11);
    ledger.own(14);
    ledger.read(14);
    expect(ledger.takeMoved()).toBe(true);
    ledger.own(15);
    ledger.read(15);
    ledger.read(16);
    expect(ledger.takeMoved()).toBe(true);
  });

  it('accounts for values told of before the first read, and ignores a read older than what it holds', () => {
    const ledger = commitLedger();
    ledger.own(5);
    ledger.read(5);
    ledger.own(6);
    ledger.read(5);
    ledger.read(6);
    expect(ledger.takeMoved()).toBe(false);
    ledger.own(8);
    ledger.theirs(7);
    expect(ledger.takeMoved()).toBe(true);
    ledger.read(8);
    expect(ledger.takeMoved()).toBe(false);
  });

  it('counts a notice that arrives after a read found its commit as nothing new, and a repeated notice once', () => {
    const ledger = commitLedger();
    ledger.read(3);
    ledger.read(4);
    expect(ledger.takeMoved()).toBe(true);
    ledger.theirs(4);
    expect(ledger.takeMoved()).toBe(false);
    ledger.theirs(6);
    ledger.theirs(6);
    expect(ledger.takeMoved()).toBe(true);
    ledger.theirs(6);
    expect(ledger.takeMoved()).toBe(false);
  });
});

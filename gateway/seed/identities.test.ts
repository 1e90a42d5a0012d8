import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { demoIdentities } from './identities';
import { DEMO_MNEMONIC } from '../testing/testIdentities';

describe('demo identities', () => {
  it('use accounts 0-9 of the development mnemonic as custody', () => {
    demoIdentities.forEach((identity, i) => {
      expect(identity.fid).toBe(i + 1);
      expect(identity.custodyAddress).toBe(mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: i }).address);
    });
  });

  it('derive signer keys from sha256("castline demo signer <fid>")', () => {
    const key = sha256(new TextEncoder().encode('castline demo signer 3'));
    expect(demoIdentities[2]!.signerPrivateKey).toBe(`0x${Buffer.from(key).toString('hex')}`);
    expect(demoIdentities[2]!.signerPublicKey).toBe(`0x${Buffer.from(ed25519.getPublicKey(key)).toString('hex')}`);
    expect(demoIdentities.map((d) => d.username)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy']);
  });
});

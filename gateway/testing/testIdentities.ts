import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Hex } from 'viem';
import type { ChainIdentity } from '../chain/deploy';
import { devAccount } from '../chain/devAccounts';

/** The development mnemonic of Hardhat and Anvil; demo FID n's custody is its account n-1. */
export const DEMO_MNEMONIC = 'test test test test test test test test test test test junk';

/** A deterministic Ed25519 public key for tests, different for each label. */
export function testSignerKey(label: string): Hex {
  return `0x${bytesToHex(ed25519.getPublicKey(sha256(utf8ToBytes(`castline chain test ${label}`))))}`;
}

/** Identity with the given fid whose custody is the development account at accountIndex. */
export function testIdentity(fid: number, accountIndex: number): ChainIdentity {
  return { fid, custody: devAccount(accountIndex).address, signerPublicKey: testSignerKey(`fid ${fid}`) };
}

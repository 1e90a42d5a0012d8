import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface DemoIdentity {
  fid: number;
  username: string;
  /** Account `fid - 1` of the development mnemonic of Hardhat and Anvil (DEMO_MNEMONIC in gateway/testing). */
  custodyAddress: `0x${string}`;
  /** sha256("castline demo signer <fid>"). */
  signerPrivateKey: `0x${string}`;
  signerPublicKey: `0x${string}`;
}

// Derivation from the mnemonic is slow; identities.test.ts checks these against it.
const CUSTODY: `0x${string}`[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
];

const NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'];

export function demoSignerPrivateKey(fid: number): Uint8Array {
  return sha256(utf8ToBytes(`castline demo signer ${fid}`));
}

export const demoIdentities: readonly DemoIdentity[] = NAMES.map((username, i) => {
  const fid = i + 1;
  const key = demoSignerPrivateKey(fid);
  return {
    fid,
    username,
    custodyAddress: CUSTODY[i]!,
    signerPrivateKey: `0x${bytesToHex(key)}`,
    signerPublicKey: `0x${bytesToHex(ed25519.getPublicKey(key))}`,
  };
});

import { readFileSync } from 'node:fs';
import { idRegistryABI, keyGatewayABI, keyRegistryABI, signedKeyRequestValidatorABI } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { idRegistryAbi, keyGatewayAbi, keyRegistryAbi, signedKeyRequestValidatorAbi } from './artifacts';
import { idRegistryAbi as sharedIdRegistry, keyGatewayAbi as sharedKeyGateway, keyRegistryAbi as sharedKeyRegistry } from '../../src/farcaster/registries';
import { artifactsPath, compileContracts, renderArtifactsModule } from './compile';

interface AbiItem {
  type: string;
  name?: string;
}

// internalType names the Solidity declaration (e.g. `struct IKeyRegistry.KeyData`), which is not part of the ABI.
function withoutInternalTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternalTypes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'internalType')
        .map(([key, inner]) => [key, withoutInternalTypes(inner)]),
    );
  }
  return value;
}

describe('compile.ts', () => {
  it('generated artifacts.ts from the current contract sources', () => {
    expect(readFileSync(artifactsPath, 'utf8')).toBe(renderArtifactsModule(compileContracts()));
  });
});

describe('the registry fragments the app and gateway share', () => {
  const pairs: [string, readonly AbiItem[], readonly AbiItem[]][] = [
    ['IdRegistry', sharedIdRegistry, idRegistryAbi],
    ['KeyRegistry', sharedKeyRegistry, keyRegistryAbi],
    ['KeyGateway', sharedKeyGateway, keyGatewayAbi],
  ];
  it.each(pairs)('%s: each shared fragment is the compiled contract’s own', (_name, fragments, compiled) => {
    for (const fragment of fragments) {
      const item = compiled.find((i) => i.type === fragment.type && i.name === fragment.name);
      expect(withoutInternalTypes(item)).toEqual(fragment);
    }
  });
});

describe('the contracts speak Farcaster’s ABI', () => {
  // Deployment needs no owner or migrator, and registration is open instead of going through an IdGateway.
  const deliberatelyDifferent = new Set(['constructor', 'register']);
  const pairs = [
    { contract: 'IdRegistry', ours: idRegistryAbi, farcaster: idRegistryABI, required: ['idOf', 'custodyOf', 'Register', 'idCounter'] },
    {
      contract: 'KeyRegistry',
      ours: keyRegistryAbi,
      farcaster: keyRegistryABI,
      required: ['keyDataOf', 'keysOf', 'totalKeys', 'keys', 'add', 'remove', 'Add', 'Remove', 'InvalidMetadata', 'ValidatorNotFound'],
    },
    {
      contract: 'KeyGateway',
      ours: keyGatewayAbi,
      farcaster: keyGatewayABI,
      required: ['add', 'addFor', 'nonces', 'ADD_TYPEHASH', 'keyRegistry', 'InvalidMetadata', 'InvalidState', 'InvalidSignature', 'SignatureExpired'],
    },
    {
      contract: 'SignedKeyRequestValidator',
      ours: signedKeyRequestValidatorAbi,
      farcaster: signedKeyRequestValidatorABI,
      required: ['validate', 'idRegistry', 'METADATA_TYPEHASH'],
    },
  ];

  it.each(pairs)('$contract: every item Farcaster also has is identical to one of Farcaster’s', ({ ours, farcaster, required }) => {
    const theirs = (farcaster as readonly AbiItem[]).map(withoutInternalTypes);
    const shared = (ours as readonly AbiItem[]).filter(
      (item) =>
        !deliberatelyDifferent.has(item.name ?? item.type) &&
        (farcaster as readonly AbiItem[]).some((other) => other.type === item.type && other.name === item.name),
    );
    expect(shared.map((item) => item.name)).toEqual(expect.arrayContaining(required));
    for (const item of shared) expect(theirs).toContainEqual(withoutInternalTypes(item));
  });
});

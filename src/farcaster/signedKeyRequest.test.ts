import {
  ID_REGISTRY_ADDRESS,
  KEY_GATEWAY_ADDRESS,
  KEY_REGISTRY_ADDRESS,
  SIGNED_KEY_REQUEST_VALIDATOR_ADDRESS,
  SIGNED_KEY_REQUEST_VALIDATOR_EIP_712_TYPES,
  signedKeyRequestValidatorABI,
} from '@farcaster/core';
import { decodeAbiParameters, getAddress, hashTypedData, type AbiParameter } from 'viem';
import { describe, expect, it } from 'vitest';
import { OPTIMISM_CHAIN_ID, optimismRegistries } from './registries';
import { encodeSignedKeyRequestMetadata, signedKeyRequestTypedData } from './signedKeyRequest';

const request = {
  requestFid: 7,
  key: '0x3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29',
  deadline: 1_900_000_000,
} as const;

describe('signed key request', () => {
  it('hashes exactly like Farcaster’s own typed data on OP Mainnet', () => {
    const ours = signedKeyRequestTypedData({ chainId: OPTIMISM_CHAIN_ID, validator: optimismRegistries.validator }, request);
    const farcaster = {
      ...SIGNED_KEY_REQUEST_VALIDATOR_EIP_712_TYPES,
      primaryType: 'SignedKeyRequest',
      message: { requestFid: 7n, key: request.key, deadline: 1_900_000_000n },
    } as const;
    expect(hashTypedData(ours)).toBe(hashTypedData(farcaster));
  });

  it('hashes differently for another chain or validator, so a signature cannot be replayed there', () => {
    const onOptimism = hashTypedData(signedKeyRequestTypedData({ chainId: 10, validator: optimismRegistries.validator }, request));
    const onAnvil = hashTypedData(signedKeyRequestTypedData({ chainId: 31337, validator: optimismRegistries.validator }, request));
    const elsewhere = hashTypedData(
      signedKeyRequestTypedData({ chainId: 10, validator: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }, request),
    );
    expect(new Set([onOptimism, onAnvil, elsewhere]).size).toBe(3);
  });

  it('encodes metadata as the validator’s encodeMetadata tuple', () => {
    const encodeMetadata = signedKeyRequestValidatorABI.find((item) => item.type === 'function' && item.name === 'encodeMetadata');
    if (encodeMetadata?.type !== 'function') throw new Error('encodeMetadata missing from Farcaster’s ABI');
    const signature = `0x${'ab'.repeat(65)}` as const;
    const requestSigner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const encoded = encodeSignedKeyRequestMetadata({ ...request, requestSigner, signature });
    const [decoded] = decodeAbiParameters(encodeMetadata.inputs as readonly AbiParameter[], encoded);
    expect(decoded).toEqual({ requestFid: 7n, requestSigner, signature, deadline: 1_900_000_000n });
  });
});

describe('Optimism addresses', () => {
  it('are Farcaster’s deployed contracts, checksummed', () => {
    expect(optimismRegistries).toEqual({
      idRegistry: getAddress(ID_REGISTRY_ADDRESS),
      keyRegistry: getAddress(KEY_REGISTRY_ADDRESS),
      keyGateway: getAddress(KEY_GATEWAY_ADDRESS),
      validator: getAddress(SIGNED_KEY_REQUEST_VALIDATOR_ADDRESS),
    });
  });
});

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IdRegistry} from "./IdRegistry.sol";
import {KeyRegistryErrors} from "./IKeyRegistry.sol";
import {KeyRegistry} from "./KeyRegistry.sol";
import {SignedKeyRequestValidator} from "./SignedKeyRequestValidator.sol";
import {TypedSignatures} from "./TypedSignatures.sol";

/// Farcaster's KeyGateway: `add` by the custody address of the fid receiving the key, and `addFor` by
/// anyone carrying that custody address's EIP-712 `Add` signature (how the Farcaster app adds a key it
/// approved, paying the gas). It creates its KeyRegistry so that no owner has to wire the two together
/// after deployment.
contract KeyGateway is KeyRegistryErrors {
    error InvalidSignature();
    error SignatureExpired();

    bytes32 public constant ADD_TYPEHASH = keccak256(
        "Add(address owner,uint32 keyType,bytes key,uint8 metadataType,bytes metadata,uint256 nonce,uint256 deadline)"
    );

    KeyRegistry public immutable keyRegistry;

    mapping(address owner => uint256 nonce) private _nonces;

    constructor(IdRegistry idRegistry, SignedKeyRequestValidator validator) {
        keyRegistry = new KeyRegistry(idRegistry, validator);
    }

    function add(uint32 keyType, bytes calldata key, uint8 metadataType, bytes calldata metadata) external {
        keyRegistry.add(msg.sender, keyType, key, metadataType, metadata);
    }

    function addFor(
        address fidOwner,
        uint32 keyType,
        bytes calldata key,
        uint8 metadataType,
        bytes calldata metadata,
        uint256 deadline,
        bytes calldata sig
    ) external {
        if (block.timestamp >= deadline) revert SignatureExpired();
        bytes32 digest = _useAddDigest(fidOwner, keyType, keccak256(key), metadataType, keccak256(metadata), deadline);
        if (TypedSignatures.recover(digest, sig) != fidOwner) revert InvalidSignature();
        keyRegistry.add(fidOwner, keyType, key, metadataType, metadata);
    }

    /// The nonce the next `Add` signature of `owner` must carry; each `addFor` uses one.
    function nonces(address owner) external view returns (uint256) {
        return _nonces[owner];
    }

    /// The digest of the owner's `Add` carrying its current nonce, which is used up by asking.
    function _useAddDigest(
        address fidOwner,
        uint32 keyType,
        bytes32 keyHash,
        uint8 metadataType,
        bytes32 metadataHash,
        uint256 deadline
    ) private returns (bytes32) {
        uint256 nonce = _nonces[fidOwner]++;
        bytes32 structHash =
            keccak256(abi.encode(ADD_TYPEHASH, fidOwner, keyType, keyHash, metadataType, metadataHash, nonce, deadline));
        return TypedSignatures.digest(keccak256("Farcaster KeyGateway"), structHash);
    }
}

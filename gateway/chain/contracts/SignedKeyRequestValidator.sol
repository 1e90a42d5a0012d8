// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IdRegistry} from "./IdRegistry.sol";
import {TypedSignatures} from "./TypedSignatures.sol";

/// Checks Farcaster's signed key request metadata: an EIP-712 signature, under the real validator's
/// domain, by the custody address of the requesting fid. Wallet signatures built for Farcaster's own
/// validator therefore verify here once chainId and verifyingContract point at this deployment.
contract SignedKeyRequestValidator {
    struct SignedKeyRequestMetadata {
        uint256 requestFid;
        address requestSigner;
        bytes signature;
        uint256 deadline;
    }

    bytes32 public constant METADATA_TYPEHASH =
        keccak256("SignedKeyRequest(uint256 requestFid,bytes key,uint256 deadline)");

    IdRegistry public immutable idRegistry;

    constructor(IdRegistry idRegistry_) {
        idRegistry = idRegistry_;
    }

    function validate(uint256, bytes calldata key, bytes calldata signedKeyRequestBytes)
        external
        view
        returns (bool)
    {
        SignedKeyRequestMetadata memory metadata = abi.decode(signedKeyRequestBytes, (SignedKeyRequestMetadata));
        if (key.length != 32) return false;
        if (block.timestamp > metadata.deadline) return false;
        if (metadata.requestFid == 0 || idRegistry.custodyOf(metadata.requestFid) != metadata.requestSigner) {
            return false;
        }
        bytes32 structHash =
            keccak256(abi.encode(METADATA_TYPEHASH, metadata.requestFid, keccak256(key), metadata.deadline));
        bytes32 digest = TypedSignatures.digest(keccak256("Farcaster SignedKeyRequestValidator"), structHash);
        return TypedSignatures.recover(digest, metadata.signature) == metadata.requestSigner;
    }
}

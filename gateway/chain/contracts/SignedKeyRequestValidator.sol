// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IdRegistry} from "./IdRegistry.sol";

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

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant METADATA_TYPEHASH =
        keccak256("SignedKeyRequest(uint256 requestFid,bytes key,uint256 deadline)");
    // Signatures with s in the upper half of the curve order are malleable copies of valid ones.
    uint256 private constant MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

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
        return _recover(_hashTypedData(structHash), metadata.signature) == metadata.requestSigner;
    }

    function _hashTypedData(bytes32 structHash) private view returns (bytes32) {
        bytes32 domainSeparator = keccak256(
            abi.encode(
                DOMAIN_TYPEHASH,
                keccak256("Farcaster SignedKeyRequestValidator"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
    }

    function _recover(bytes32 digest, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        if (uint256(s) > MAX_S) return address(0);
        // ecrecover answers address(0) for anything it cannot recover, which never equals a custody address.
        return ecrecover(digest, v, r, s);
    }
}

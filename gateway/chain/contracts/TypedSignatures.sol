// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// EIP-712 digests under Farcaster's domains (a name, version "1", this chain, the calling contract) and
/// the address that signed one, as OpenZeppelin's ECDSA recovers it.
library TypedSignatures {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    // Signatures with s in the upper half of the curve order are malleable copies of valid ones.
    uint256 private constant MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    /// The digest a wallet signs for `structHash` in the domain named `nameHash` of the calling contract.
    function digest(bytes32 nameHash, bytes32 structHash) internal view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, nameHash, keccak256("1"), block.chainid, address(this)));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
    }

    /// The signer of `digest_`, or address(0) for a signature that is not 65 bytes, malleable or unrecoverable.
    function recover(bytes32 digest_, bytes memory signature) internal pure returns (address) {
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
        // ecrecover answers address(0) for anything it cannot recover, which never equals a real signer.
        return ecrecover(digest_, v, r, s);
    }
}

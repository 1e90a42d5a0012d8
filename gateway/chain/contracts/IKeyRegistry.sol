// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The reverts of Farcaster's KeyRegistry. The KeyGateway inherits them too, so its ABI can decode
/// what a call to `add` reverts with inside the registry.
interface KeyRegistryErrors {
    error Unauthorized();
    error InvalidState();
    error InvalidMetadata();
    error ValidatorNotFound(uint32 keyType, uint8 metadataType);
}

/// Types and events of Farcaster's KeyRegistry.
interface IKeyRegistry is KeyRegistryErrors {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    event Add(
        uint256 indexed fid,
        uint32 indexed keyType,
        bytes indexed key,
        bytes keyBytes,
        uint8 metadataType,
        bytes metadata
    );
    event Remove(uint256 indexed fid, bytes indexed key, bytes keyBytes);
}

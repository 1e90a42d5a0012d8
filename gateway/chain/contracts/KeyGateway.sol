// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IdRegistry} from "./IdRegistry.sol";
import {KeyRegistryErrors} from "./IKeyRegistry.sol";
import {KeyRegistry} from "./KeyRegistry.sol";
import {SignedKeyRequestValidator} from "./SignedKeyRequestValidator.sol";

/// Farcaster's KeyGateway `add`: the caller is the custody address of the fid receiving the key.
/// It creates its KeyRegistry so that no owner has to wire the two together after deployment.
contract KeyGateway is KeyRegistryErrors {
    KeyRegistry public immutable keyRegistry;

    constructor(IdRegistry idRegistry, SignedKeyRequestValidator validator) {
        keyRegistry = new KeyRegistry(idRegistry, validator);
    }

    function add(uint32 keyType, bytes calldata key, uint8 metadataType, bytes calldata metadata) external {
        keyRegistry.add(msg.sender, keyType, key, metadataType, metadata);
    }
}

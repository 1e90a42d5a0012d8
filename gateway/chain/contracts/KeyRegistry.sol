// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IdRegistry} from "./IdRegistry.sol";
import {IKeyRegistry} from "./IKeyRegistry.sol";
import {SignedKeyRequestValidator} from "./SignedKeyRequestValidator.sol";

/// Farcaster's KeyRegistry interface: keys of an fid with their state, added through the KeyGateway
/// with signed key request metadata, removed by the fid's custody address. A key is an Ed25519 signer
/// (key type 1) or an auth address (key type 2: an Ethereum address, ABI-encoded to 32 bytes, that may
/// sign in for the fid with Sign in with Farcaster).
contract KeyRegistry is IKeyRegistry {
    uint32 private constant KEY_TYPE_ED25519 = 1;
    uint32 private constant KEY_TYPE_AUTH_ADDRESS = 2;
    uint8 private constant METADATA_TYPE_SIGNED_KEY_REQUEST = 1;

    IdRegistry public immutable idRegistry;
    SignedKeyRequestValidator public immutable validator;
    address public immutable keyGateway;

    mapping(uint256 fid => mapping(bytes key => KeyData data)) public keys;
    mapping(uint256 fid => mapping(KeyState state => bytes[] list)) private _keysByState;
    // Position + 1 of each added key in its fid's ADDED list, so removal is a swap-and-pop.
    mapping(uint256 fid => mapping(bytes key => uint256 position)) private _addedPosition;

    /// Deployed by the KeyGateway, which is then the only caller allowed to add keys.
    constructor(IdRegistry idRegistry_, SignedKeyRequestValidator validator_) {
        idRegistry = idRegistry_;
        validator = validator_;
        keyGateway = msg.sender;
    }

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    function keysOf(uint256 fid, KeyState state) external view returns (bytes[] memory) {
        return _keysByState[fid][state];
    }

    function totalKeys(uint256 fid, KeyState state) external view returns (uint256) {
        return _keysByState[fid][state].length;
    }

    function add(address fidOwner, uint32 keyType, bytes calldata key, uint8 metadataType, bytes calldata metadata)
        external
    {
        if (msg.sender != keyGateway) revert Unauthorized();
        uint256 fid = idRegistry.idOf(fidOwner);
        if (fid == 0) revert Unauthorized();
        bool knownType = keyType == KEY_TYPE_ED25519 || keyType == KEY_TYPE_AUTH_ADDRESS;
        if (!knownType || metadataType != METADATA_TYPE_SIGNED_KEY_REQUEST) {
            revert ValidatorNotFound(keyType, metadataType);
        }
        KeyData storage keyData = keys[fid][key];
        if (keyData.state != KeyState.NULL) revert InvalidState();
        if (!validator.validate(fid, key, metadata)) revert InvalidMetadata();

        keyData.state = KeyState.ADDED;
        keyData.keyType = keyType;
        _keysByState[fid][KeyState.ADDED].push(key);
        _addedPosition[fid][key] = _keysByState[fid][KeyState.ADDED].length;
        emit Add(fid, keyType, key, key, metadataType, metadata);
    }

    function remove(bytes calldata key) external {
        uint256 fid = idRegistry.idOf(msg.sender);
        if (fid == 0) revert Unauthorized();
        KeyData storage keyData = keys[fid][key];
        if (keyData.state != KeyState.ADDED) revert InvalidState();

        keyData.state = KeyState.REMOVED;
        bytes[] storage added = _keysByState[fid][KeyState.ADDED];
        uint256 index = _addedPosition[fid][key] - 1;
        bytes memory last = added[added.length - 1];
        added[index] = last;
        _addedPosition[fid][last] = index + 1;
        added.pop();
        delete _addedPosition[fid][key];
        _keysByState[fid][KeyState.REMOVED].push(key);
        emit Remove(fid, key, key);
    }
}

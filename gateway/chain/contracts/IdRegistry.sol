// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Farcaster's IdRegistry read interface (`idOf`, `custodyOf`, `Register`) with open registration,
/// so tests and the demo seed can create identities on a local chain.
contract IdRegistry {
    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();
    error InvalidId();

    uint256 public idCounter;
    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;

    function register(address to) external returns (uint256 fid) {
        fid = idCounter + 1;
        _register(to, fid);
    }

    /// Lets the seed give known accounts known fids (the demo's FIDs 1–10).
    function registerWithId(address to, uint256 fid) external {
        _register(to, fid);
    }

    function _register(address to, uint256 fid) private {
        if (fid == 0 || custodyOf[fid] != address(0)) revert InvalidId();
        if (idOf[to] != 0) revert HasId();
        // The counter only moves forward, so `register` never lands on an id given out explicitly.
        if (fid > idCounter) idCounter = fid;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}

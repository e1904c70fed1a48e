// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// The platform's register of verified wallets: an investor's wallet is registered when their KYC is
/// approved and removed when a new KYC changes it. Every platform token asks it before a mint or a
/// transfer, so one registry serves every project.
contract IdentityRegistry is AccessControl {
    bytes32 public constant AGENT_ROLE = keccak256("AGENT_ROLE");

    mapping(address => bool) private _verified;

    event IdentityRegistered(address indexed wallet);
    event IdentityRemoved(address indexed wallet);

    error ZeroAddress();

    constructor(address owner, address agent) {
        _grantRole(DEFAULT_ADMIN_ROLE, owner);
        _grantRole(AGENT_ROLE, agent);
    }

    function isVerified(address wallet) external view returns (bool) {
        return _verified[wallet];
    }

    function registerIdentity(address wallet) external onlyRole(AGENT_ROLE) {
        if (wallet == address(0)) revert ZeroAddress();
        _verified[wallet] = true;
        emit IdentityRegistered(wallet);
    }

    function deleteIdentity(address wallet) external onlyRole(AGENT_ROLE) {
        _verified[wallet] = false;
        emit IdentityRemoved(wallet);
    }
}

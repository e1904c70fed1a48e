// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IdentityRegistry} from "./IdentityRegistry.sol";

/// One project's token: whole units, held only by verified wallets, with the agent operations of
/// ERC-3643 under their names. Unlike T-REX v4, a mint is refused while paused or to a frozen wallet:
/// the platform never creates tokens that could not move.
contract PermissionedToken is ERC20, AccessControl, Pausable {
    bytes32 public constant AGENT_ROLE = keccak256("AGENT_ROLE");

    IdentityRegistry public immutable identityRegistry;

    mapping(address => bool) private _frozen;
    mapping(address => uint256) private _frozenTokens;
    /// Investment references already minted: a re-signed mint transaction can never mint twice.
    mapping(bytes32 => bool) public referenceUsed;

    event AddressFrozen(address indexed userAddress, bool indexed isFrozen, address indexed owner);
    event TokensFrozen(address indexed userAddress, uint256 amount);
    event TokensUnfrozen(address indexed userAddress, uint256 amount);
    event Minted(address indexed to, uint256 amount, bytes32 indexed ref);
    event ForcedTransfer(address indexed from, address indexed to, uint256 amount);

    error ReceiverNotVerified(address receiver);
    error WalletFrozen(address wallet);
    error FreeBalanceTooLow(address wallet, uint256 free, uint256 needed);
    error FrozenTokensTooLow(address wallet, uint256 frozen, uint256 needed);
    error ReferenceAlreadyUsed(bytes32 ref);

    constructor(
        string memory name_,
        string memory symbol_,
        IdentityRegistry registry,
        address owner,
        address agent
    ) ERC20(name_, symbol_) {
        identityRegistry = registry;
        _grantRole(DEFAULT_ADMIN_ROLE, owner);
        _grantRole(AGENT_ROLE, agent);
    }

    function decimals() public pure override returns (uint8) {
        return 0;
    }

    function isFrozen(address wallet) external view returns (bool) {
        return _frozen[wallet];
    }

    function getFrozenTokens(address wallet) external view returns (uint256) {
        return _frozenTokens[wallet];
    }

    struct Holding {
        uint256 balance;
        uint256 frozenTokens;
        bool frozen;
    }

    /// balanceOf, getFrozenTokens and isFrozen of many wallets in one call: the platform's reconciliation
    /// reads every holding, and one call per view and wallet made it thousands of calls. A read only.
    function holdings(address[] calldata wallets) external view returns (Holding[] memory result) {
        result = new Holding[](wallets.length);
        for (uint256 i = 0; i < wallets.length; i++) {
            address wallet = wallets[i];
            result[i] = Holding(balanceOf(wallet), _frozenTokens[wallet], _frozen[wallet]);
        }
    }

    function mint(address to, uint256 amount) external onlyRole(AGENT_ROLE) {
        _mint(to, amount);
    }

    /// The platform's mint: `ref` is the investment's id, refused the second time.
    function mint(address to, uint256 amount, bytes32 ref) external onlyRole(AGENT_ROLE) {
        if (referenceUsed[ref]) revert ReferenceAlreadyUsed(ref);
        referenceUsed[ref] = true;
        _mint(to, amount);
        emit Minted(to, amount, ref);
    }

    /// Burns `amount`, unfreezing frozen tokens first when the free balance is short (as ERC-3643).
    function burn(address from, uint256 amount) external onlyRole(AGENT_ROLE) {
        _releaseForAgent(from, amount);
        super._update(from, address(0), amount);
    }

    /// Recovery: moves tokens to the holder's new verified wallet whatever their freeze state.
    function forcedTransfer(address from, address to, uint256 amount) external onlyRole(AGENT_ROLE) returns (bool) {
        if (!identityRegistry.isVerified(to)) revert ReceiverNotVerified(to);
        _releaseForAgent(from, amount);
        super._update(from, to, amount);
        emit ForcedTransfer(from, to, amount);
        return true;
    }

    function setAddressFrozen(address wallet, bool freeze) external onlyRole(AGENT_ROLE) {
        _frozen[wallet] = freeze;
        emit AddressFrozen(wallet, freeze, msg.sender);
    }

    function freezePartialTokens(address wallet, uint256 amount) external onlyRole(AGENT_ROLE) {
        uint256 free = balanceOf(wallet) - _frozenTokens[wallet];
        if (amount > free) revert FreeBalanceTooLow(wallet, free, amount);
        _frozenTokens[wallet] += amount;
        emit TokensFrozen(wallet, amount);
    }

    function unfreezePartialTokens(address wallet, uint256 amount) external onlyRole(AGENT_ROLE) {
        uint256 frozen = _frozenTokens[wallet];
        if (amount > frozen) revert FrozenTokensTooLow(wallet, frozen, amount);
        _frozenTokens[wallet] = frozen - amount;
        emit TokensUnfrozen(wallet, amount);
    }

    function pause() external onlyRole(AGENT_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(AGENT_ROLE) {
        _unpause();
    }

    /// Every mint and holder transfer passes here; the agent's burn and forced transfer go around it.
    function _update(address from, address to, uint256 amount) internal override whenNotPaused {
        if (to != address(0)) {
            if (_frozen[to]) revert WalletFrozen(to);
            if (!identityRegistry.isVerified(to)) revert ReceiverNotVerified(to);
        }
        if (from != address(0)) {
            if (_frozen[from]) revert WalletFrozen(from);
            uint256 free = balanceOf(from) - _frozenTokens[from];
            if (amount > free) revert FreeBalanceTooLow(from, free, amount);
        }
        super._update(from, to, amount);
    }

    function _releaseForAgent(address from, uint256 amount) private {
        uint256 free = balanceOf(from) - _frozenTokens[from];
        if (amount > free) {
            uint256 released = amount - free;
            if (released > _frozenTokens[from]) revert FreeBalanceTooLow(from, balanceOf(from), amount);
            _frozenTokens[from] -= released;
            emit TokensUnfrozen(from, released);
        }
    }
}

// What each kind of chain command sends: its target and calldata, encoded from the generated ABI. A deploy
// has no target; the address its contract will get follows from the signer and the nonce it is signed with.
import { encodeDeployData, encodeFunctionData, getContractAddress, pad, type Address, type Hex } from 'viem';
import type { Db } from '../../db/knex';
import { identityRegistry, permissionedToken } from '../../chain/generated/contracts';
import { deployedAddress, deployExpected } from '../../db/queries/chain-commands';
import type { DbChainCommandRow } from '../../db/tables';

export interface ChainCall {
  /** Undefined for a deploy. */
  to: Address | undefined;
  data: Hex;
  /** The contract the command acts on (for a deploy, computed once the nonce is known). */
  contract: (nonce: number) => Address;
}

/** The registry every token consults: one per chain, deployed under this subject. */
export const REGISTRY_SUBJECT = 'platform';

const REGISTRY_KINDS = new Set(['register_identity', 'delete_identity']);

/** An investment's id as the mint's on-chain reference (its UUID's 16 bytes, left-padded to 32). */
export function mintReference(investmentId: string): Hex {
  return pad(`0x${investmentId.replace(/-/g, '')}`, { size: 32 });
}

const address = (value: unknown) => value as Address;

/** Waiting for a deploy that is on its way; refused when there is none (it would hold its signer's queue forever). */
async function waitOrMissing(db: Db, command: DbChainCommandRow, kind: 'deploy_registry' | 'deploy_token', subject: string): Promise<MissingContract | null> {
  return (await deployExpected(db, command.chain_id, kind, subject)) ? null : { missing: `${kind === 'deploy_token' ? 'token' : 'registry'} not deployed` };
}
const tokens = (value: unknown) => BigInt(value as number);

function tokenCall(command: DbChainCommandRow): Hex {
  const a = command.args;
  const abi = permissionedToken.abi;
  switch (command.kind) {
    case 'mint':
      return encodeFunctionData({ abi, functionName: 'mint', args: [address(a.to), tokens(a.amount), mintReference(String(a.investment))] });
    case 'burn':
      return encodeFunctionData({ abi, functionName: 'burn', args: [address(a.from), tokens(a.amount)] });
    case 'set_address_frozen':
      return encodeFunctionData({ abi, functionName: 'setAddressFrozen', args: [address(a.wallet), Boolean(a.frozen)] });
    case 'freeze_partial_tokens':
      return encodeFunctionData({ abi, functionName: 'freezePartialTokens', args: [address(a.wallet), tokens(a.amount)] });
    case 'unfreeze_partial_tokens':
      return encodeFunctionData({ abi, functionName: 'unfreezePartialTokens', args: [address(a.wallet), tokens(a.amount)] });
    case 'pause':
      return encodeFunctionData({ abi, functionName: 'pause' });
    case 'unpause':
      return encodeFunctionData({ abi, functionName: 'unpause' });
    case 'forced_transfer':
      return encodeFunctionData({ abi, functionName: 'forcedTransfer', args: [address(a.from), address(a.to), tokens(a.amount)] });
    default:
      throw new Error(`not a token command: ${command.kind}`);
  }
}

/** A command whose contract has no deploy at all (none written, or it failed): it can never be sent. */
export interface MissingContract {
  missing: string;
}

/**
 * The call a command makes; null while a contract it needs has no address yet (its deploy is written but
 * not signed, or not confirmed): the worker then tries again after the deploy.
 */
export async function commandCall(db: Db, command: DbChainCommandRow): Promise<ChainCall | MissingContract | null> {
  const signer = command.signer as Address;
  const deployedAt = (nonce: number) => getContractAddress({ from: signer, nonce: BigInt(nonce) });
  // A deploy only stores the registry's address, so a signed registry is enough for it; a call needs its
  // contract's code on chain, or the gas estimate would be for calling an empty address.
  const registry = (confirmedOnly: boolean) => deployedAddress(db, command.chain_id, 'deploy_registry', REGISTRY_SUBJECT, confirmedOnly);
  const a = command.args;

  if (command.kind === 'deploy_registry') {
    const data = encodeDeployData({ abi: identityRegistry.abi, bytecode: identityRegistry.bytecode, args: [address(a.owner), signer] });
    return { to: undefined, data, contract: deployedAt };
  }
  if (command.kind === 'deploy_token') {
    const registryAddress = await registry(false);
    if (!registryAddress) return waitOrMissing(db, command, 'deploy_registry', REGISTRY_SUBJECT);
    const data = encodeDeployData({
      abi: permissionedToken.abi,
      bytecode: permissionedToken.bytecode,
      args: [String(a.name), String(a.symbol), address(registryAddress), address(a.owner), signer],
    });
    return { to: undefined, data, contract: deployedAt };
  }
  if (REGISTRY_KINDS.has(command.kind)) {
    const registryAddress = await registry(true);
    if (!registryAddress) return waitOrMissing(db, command, 'deploy_registry', REGISTRY_SUBJECT);
    const functionName = command.kind === 'register_identity' ? 'registerIdentity' : 'deleteIdentity';
    const data = encodeFunctionData({ abi: identityRegistry.abi, functionName, args: [address(a.wallet)] });
    return { to: address(registryAddress), data, contract: () => address(registryAddress) };
  }
  const token = await deployedAddress(db, command.chain_id, 'deploy_token', String(a.project), true);
  if (!token) return waitOrMissing(db, command, 'deploy_token', String(a.project));
  return { to: address(token), data: tokenCall(command), contract: () => address(token) };
}

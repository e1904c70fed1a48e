// The demo data's state on the chain, written through the same commands the platform's own actions write
// (docs/chain.md): a token for every published project, the approved investors' wallets in the registry,
// the completed investments' mints, then the demo blockings (a paused project, a frozen investor, a frozen
// part of a holding). In that order: the worker carries a signer's commands out in the order written.
import type { Tx } from '../../db/knex';
import type { DbKycApplicationRow, DbProjectRow } from '../../db/tables';
import type { NewMint } from '../../db/queries/token-ledger';
import type { NewBlocking } from '../../db/queries/blockings';
import type { ChainRuntime } from '../chain/chain-runtime';
import { tokenSymbol } from '../../core/token-symbol';

export interface DemoChainState {
  projects: Pick<DbProjectRow, 'id' | 'name' | 'status'>[];
  applications: (Pick<DbKycApplicationRow, 'user_id'> & Partial<Pick<DbKycApplicationRow, 'wallet' | 'status'>>)[];
  mints: NewMint[];
  blockings: NewBlocking[];
}

export async function queueDemoChain(tx: Tx, chain: ChainRuntime, { projects, applications, mints, blockings }: DemoChainState): Promise<void> {
  const walletOf = new Map(applications.filter((a) => a.status === 'APPROVED' && a.wallet).map((a) => [a.user_id, a.wallet!]));
  for (const project of projects.filter((p) => p.status !== 'draft')) {
    const args = { project: project.id, name: project.name, symbol: tokenSymbol(project.name), owner: chain.owner };
    await chain.queue(tx, { kind: 'deploy_token', args, subject_type: 'project', subject_id: project.id });
  }
  for (const [userId, wallet] of walletOf) {
    await chain.queue(tx, { kind: 'register_identity', args: { wallet }, subject_type: 'user', subject_id: userId });
  }
  for (const mint of mints) {
    const to = walletOf.get(mint.user_id);
    if (!to) continue;
    const args = { project: mint.project_id, to, amount: mint.tokens, investment: mint.investment_id };
    await chain.queue(tx, { kind: 'mint', args, subject_type: 'investment', subject_id: mint.investment_id });
  }
  for (const blocking of blockings) {
    if (blocking.type === 'project') {
      await chain.queue(tx, { kind: 'pause', args: { project: blocking.project_id! }, subject_type: 'project', subject_id: blocking.project_id! });
      continue;
    }
    const wallet = walletOf.get(blocking.user_id!);
    if (!wallet) continue;
    if (blocking.type === 'tokens') {
      const args = { project: blocking.project_id!, wallet, amount: blocking.tokens! };
      await chain.queue(tx, { kind: 'freeze_partial_tokens', args, subject_type: 'user', subject_id: blocking.user_id! });
      continue;
    }
    // A frozen investor: on every token they hold.
    for (const projectId of new Set(mints.filter((m) => m.user_id === blocking.user_id).map((m) => m.project_id))) {
      await chain.queue(tx, { kind: 'set_address_frozen', args: { project: projectId, wallet, frozen: true }, subject_type: 'user', subject_id: blocking.user_id! });
    }
  }
}

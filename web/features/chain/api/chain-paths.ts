// The addresses of the chain reads, apart from the calls so the route table can name them as the chain
// page's first answers without taking in its code.
import { CHAIN_COMMAND_PAGE_SIZE, type ChainCommandList } from '../../../../core/chain';

export const CHAIN_STATUS_PATH = '/chain';

/** The last reconciliation alone, for the banner of every admin page. */
export const CHAIN_RECONCILIATION_PATH = '/chain/reconciliation';

export function chainCommandsPath(list: ChainCommandList, cursor: string | null, limit = CHAIN_COMMAND_PAGE_SIZE): string {
  const query = new URLSearchParams({ status: list, limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/chain/commands?${query.toString()}`;
}

export const chainRetryPath = (id: number): string => `/chain/commands/${id}/retry`;

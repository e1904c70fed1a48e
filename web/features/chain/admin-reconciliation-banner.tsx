// The reconciliation's red banner on every page of an admin's dashboard (web/shell/members/dashboard-shell.tsx
// loads this only for admins, once the shell is drawn). It reads the last reconciliation alone (GET
// /api/chain/reconciliation: one row, never the node), every minute; the chain page shows its own.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { screenPath } from '../../shell/route-table';
import { chainQueries } from './api/chain-api';
import { ReconciliationAlert } from './reconciliation-alert';

const CHAIN_PAGE = screenPath('chain');

export function AdminReconciliationBanner() {
  const onChainPage = useLocation().pathname.replace(/\/+$/, '') === CHAIN_PAGE;
  const { data } = useQuery({ ...chainQueries.reconciliation(), enabled: !onChainPage });
  if (onChainPage) return null;
  return <ReconciliationAlert reconciliation={data ?? null} linkTo={CHAIN_PAGE} />;
}

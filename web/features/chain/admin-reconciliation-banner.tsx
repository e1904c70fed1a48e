// The reconciliation's red banner on every page of an admin's dashboard (web/shell/members/dashboard-shell.tsx
// loads this only for admins, once the shell is drawn). It reads the last reconciliation alone (GET
// /api/chain/reconciliation: one row, never the node), every minute; the chain page shows its own.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { addCatalogGroups } from '../../i18n/add-catalog-groups';
import { screenPath } from '../../shell/route-table';
import { chainQueries } from './api/chain-api';
import { ReconciliationAlert } from './reconciliation-alert';

const CHAIN_PAGE = screenPath('chain');

/** Its texts are the admin screens' (the chain catalog), not the shell's: members' pages never carry them. */
function useAdminTexts(): boolean {
  const store = useStore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void addCatalogGroups(store, ['admin']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [store]);
  return ready;
}

export function AdminReconciliationBanner() {
  const onChainPage = useLocation().pathname.replace(/\/+$/, '') === CHAIN_PAGE;
  const { data } = useQuery({ ...chainQueries.reconciliation(), enabled: !onChainPage });
  const textsReady = useAdminTexts();
  if (onChainPage || !textsReady) return null;
  return <ReconciliationAlert reconciliation={data ?? null} linkTo={CHAIN_PAGE} />;
}

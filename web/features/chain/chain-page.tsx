// /dashboard/chain (issue 56), for admins (RequireRole, as the BFF): the network, the agent account and
// its gas (warned when low), the commands per state, the last reconciliation (a red banner when it
// found differences) and the pending and failed commands, with 'Reintentar' on the failed ones. It asks
// again every few seconds while open; an installation without a chain says so instead.
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../../api/failure-message';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../i18n/i18n';
import { chainQueries, isChainOff } from './api/chain-api';
import { ChainCommands } from './chain-commands';
import { ChainAlerts, ChainOverview } from './chain-overview';
import './chain.css';

function ChainState() {
  const t = useT();
  const { data: status, error } = useQuery(chainQueries.status());
  if (isChainOff(error)) return <EmptyState list>{t('chain.off')}</EmptyState>;
  // A failed poll keeps the last state on screen; only a first load that failed has nothing to show.
  if (error && !status) {
    return (
      <AlertCallout>
        <p>{t('chain.error', { message: failureMessage(error, { refused: t('chain.error.generic'), offline: t('chain.error.offline') }) })}</p>
      </AlertCallout>
    );
  }
  if (!status) return <ContentLoading label={t('chain.loading')} />;
  return (
    <>
      <ChainAlerts status={status} />
      <ChainOverview status={status} />
      <ChainCommands />
    </>
  );
}

export function ChainPage() {
  const t = useT();
  useDashboardPage([{ label: t('chain.title') }]);
  return (
    <div className="chain">
      <header className="dash-page-header">
        <h1 className="dash-title">{t('chain.title')}</h1>
        <p className="dash-subtitle">{t('chain.subtitle')}</p>
      </header>
      <ChainState />
    </div>
  );
}

// The chain's state at a glance: the red banner when the last reconciliation found differences, the
// warning when the agent's gas runs low, then the network, the agent account, the commands per state
// and the last reconciliation.
import type { ReactNode } from 'react';
import { warningOutline } from 'ionicons/icons';
import { CHAIN_COMMAND_STATUSES, nativeCoin, type ChainStatus } from '../../../core/chain';
import { Callout } from '../../components/callout';
import { FactList } from '../../components/fact-list';
import { useLanguage, useT, type Translate } from '../../i18n/i18n';
import { chainInstant, coinAmount, STATUS_KEYS } from './chain-labels';
import { ReconciliationAlert } from './reconciliation-alert';

const gas = (t: Translate, status: ChainStatus): string | null =>
  status.agent.balance_wei === null ? null : t('chain.agent.amount', { amount: coinAmount(status.agent.balance_wei), coin: nativeCoin(status.chain_id) });

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel chain-panel">
      <h2 className="section-title">{title}</h2>
      {children}
    </section>
  );
}

export function ChainAlerts({ status }: { status: ChainStatus }) {
  const t = useT();
  return (
    <>
      <ReconciliationAlert reconciliation={status.last_reconciliation} />
      {status.agent.low_balance ? (
        <Callout tone="warning" icon={warningOutline} role="alert">
          <p>{t('chain.agent.low', { amount: gas(t, status) ?? '' })}</p>
        </Callout>
      ) : null}
    </>
  );
}

export function ChainOverview({ status }: { status: ChainStatus }) {
  const t = useT();
  const [language] = useLanguage();
  const last = status.last_reconciliation;
  return (
    <div className="stack stack--halves chain-overview">
      <Panel title={t('chain.network.title')}>
        <FactList
          facts={[
            [t('chain.network.name'), status.network],
            [t('chain.network.chainId'), String(status.chain_id)],
            ...(status.rpc_url ? [[t('chain.network.rpc'), <code className="mono">{status.rpc_url}</code>] as const] : []),
          ]}
        />
      </Panel>
      <Panel title={t('chain.agent.title')}>
        <FactList
          facts={[
            [t('chain.agent.address'), <code className="mono">{status.agent.address}</code>],
            [t('chain.agent.balance'), gas(t, status) ?? t('chain.agent.unknown')],
          ]}
        />
      </Panel>
      <Panel title={t('chain.counts.title')}>
        <FactList rows facts={CHAIN_COMMAND_STATUSES.map((state) => [t(STATUS_KEYS[state]), String(status.commands[state])] as const)} />
      </Panel>
      <Panel title={t('chain.reconciliation.title')}>
        {last ? (
          <FactList
            facts={[
              [t('chain.reconciliation.at'), chainInstant(last.at, language)],
              [t('chain.reconciliation.holdings'), String(last.holdings)],
              [t('chain.reconciliation.differences'), <span className={last.differences > 0 ? 'chain-differences' : undefined}>{last.differences}</span>],
            ]}
          />
        ) : (
          <p className="chain-panel__none">{t('chain.reconciliation.none')}</p>
        )}
      </Panel>
    </div>
  );
}

// The command queue in two tabs, 'Pendientes' (pending, signed, sent) and 'Fallidos', each newest first
// in pages with 'Cargar más': a table from tablet width up, cards on phones.
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChainCommandList } from '../../../core/chain';
import { failureMessage } from '../../api/failure-message';
import { useListAsCards } from '../../shell/use-media-query';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { NextPage } from '../../components/load-more';
import { TabList, tabPanelProps } from '../../components/tab-list';
import { useT } from '../../i18n/i18n';
import { chainQueries } from './api/chain-api';
import { CommandCards } from './command-cards';
import { CommandTable } from './command-table';

function CommandListing({ list }: { list: ChainCommandList }) {
  const t = useT();
  const asCards = useListAsCards();
  const query = useInfiniteQuery(chainQueries.commands(list));
  const failure = (error: unknown) => t('chain.commands.error', { message: failureMessage(error, { refused: t('chain.error.generic'), offline: t('chain.error.offline') }) });

  if (query.error && !query.isFetchNextPageError) {
    return (
      <AlertCallout>
        <p>{failure(query.error)}</p>
      </AlertCallout>
    );
  }
  const commands = query.data;
  if (!commands) return <ContentLoading label={t('chain.commands.loading')} />;
  if (commands.length === 0) return <EmptyState list>{t(list === 'failed' ? 'chain.commands.empty.failed' : 'chain.commands.empty.pending')}</EmptyState>;
  return (
    <>
      <p className="list-count" role="status">
        {t('chain.commands.count', { count: commands.length })}
      </p>
      {asCards ? <CommandCards list={list} commands={commands} /> : <CommandTable list={list} commands={commands} />}
      <NextPage query={query} failure={failure} />
    </>
  );
}

export function ChainCommands() {
  const t = useT();
  const idBase = useId();
  const [active, setActive] = useState<ChainCommandList>('pending');
  const tabs = [
    { id: 'pending' as const, label: t('chain.tabs.pending') },
    { id: 'failed' as const, label: t('chain.tabs.failed') },
  ];
  return (
    <section className="chain-commands" aria-label={t('chain.tabs.label')}>
      <TabList idBase={idBase} label={t('chain.tabs.label')} tabs={tabs} active={active} onSelect={setActive} />
      {tabs.map((tab) => (
        <div key={tab.id} {...tabPanelProps(idBase, tab.id, active)}>
          {tab.id === active ? <CommandListing list={tab.id} /> : null}
        </div>
      ))}
    </section>
  );
}

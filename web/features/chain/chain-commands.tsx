// The command queue in two tabs, 'Pendientes' (pending, signed, sent) and 'Fallidos', each newest first
// in pages with 'Cargar más': a table from tablet width up, cards on phones.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChainCommandList } from '../../../core/chain';
import { failureMessage } from '../../api/failure-message';
import { PagedList } from '../../components/paged-list';
import { TabbedSection } from '../../components/tab-list';
import { useT } from '../../i18n/i18n';
import { chainQueries } from './api/chain-api';
import { CommandCards } from './command-cards';
import { CommandTable } from './command-table';

function CommandListing({ list }: { list: ChainCommandList }) {
  const t = useT();
  const query = useInfiniteQuery(chainQueries.commands(list));
  return (
    <PagedList
      query={query}
      failure={(error) => t('chain.commands.error', { message: failureMessage(error, { refused: t('chain.error.generic'), offline: t('chain.error.offline') }) })}
      loading={t('chain.commands.loading')}
      empty={t(list === 'failed' ? 'chain.commands.empty.failed' : 'chain.commands.empty.pending')}
      count={(count) => t('chain.commands.count', { count })}
      cards={(commands) => <CommandCards list={list} commands={commands} />}
      table={(commands) => <CommandTable list={list} commands={commands} />}
    />
  );
}

export function ChainCommands() {
  const t = useT();
  const tabs = [
    { id: 'pending' as const, label: t('chain.tabs.pending') },
    { id: 'failed' as const, label: t('chain.tabs.failed') },
  ];
  return <TabbedSection label={t('chain.tabs.label')} className="chain-commands" tabs={tabs} panel={(list) => <CommandListing list={list} />} />;
}

// A list of chain commands on a phone: one card per command, nothing to scroll sideways.
import type { ChainCommand, ChainCommandList } from '../../../core/chain';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useT } from '../../i18n/i18n';
import { ErrorCell, KindCell, RetryAction, StatusBadge, SubjectCell, TransactionCell, UpdatedCell } from './command-cells';

export function CommandCards({ list, commands }: { list: ChainCommandList; commands: ChainCommand[] }) {
  const t = useT();
  return (
    <RecordCards label={t(list === 'failed' ? 'chain.tabs.failed' : 'chain.tabs.pending')}>
      {commands.map((command) => (
        <RecordCard key={command.id} name={<KindCell command={command} />} badge={<StatusBadge command={command} />}>
          <RecordFacts
            boxed={command.can.retry}
            facts={[
              [t('chain.column.id'), String(command.id)],
              [t('chain.column.subject'), <SubjectCell command={command} />],
              [t('chain.column.transaction'), <TransactionCell command={command} />],
              [t('chain.column.error'), <ErrorCell command={command} />],
              [t('chain.column.updated'), <UpdatedCell command={command} />],
            ]}
          />
          <RetryAction command={command} />
        </RecordCard>
      ))}
    </RecordCards>
  );
}

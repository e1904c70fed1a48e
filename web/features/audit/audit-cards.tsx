// The audit log on a phone: one card per entry, its changes opening inside the card.
import { useId, useState } from 'react';
import type { AuditEntry } from '../../../core/audit';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useT } from '../../i18n/i18n';
import { ActionCell, ActorCell, DetailsToggle, EntryInstant, TargetCell } from './audit-cells';
import { AuditChanges } from './audit-changes';

function EntryCard({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <RecordCard name={<ActionCell entry={entry} />} badge={null}>
      <RecordFacts
        boxed
        facts={[
          [t('audit.column.date'), <EntryInstant entry={entry} />],
          [t('audit.column.actor'), <ActorCell entry={entry} />],
          [t('audit.column.target'), <TargetCell entry={entry} />],
        ]}
      />
      <DetailsToggle entry={entry} open={open} controls={detailsId} onToggle={() => setOpen(!open)} />
      {open ? <AuditChanges entry={entry} id={detailsId} /> : null}
    </RecordCard>
  );
}

export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  return (
    <RecordCards label={t('audit.title')}>
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </RecordCards>
  );
}

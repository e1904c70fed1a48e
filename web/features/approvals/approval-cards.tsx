// A list of requests on a phone: one card per request, nothing to scroll sideways.
import type { ReactNode } from 'react';
import type { ApprovalListView, ApprovalRequest } from '../../../core/approvals';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useT } from '../../i18n/i18n';
import { CheckerCell, CommentCell, CountdownCell, DecisionActions, EffectCell, MakerCell, ReasonCell, StatusBadge } from './approval-cells';

type Facts = [label: string, value: ReactNode][];

function useFacts() {
  const t = useT();
  return {
    expiry: (approval: ApprovalRequest): Facts => [[t('approvals.column.expires'), <CountdownCell approval={approval} />]],
    decision: (approval: ApprovalRequest): Facts => [
      [t('approvals.column.checker'), <CheckerCell approval={approval} />],
      [t('approvals.column.comment'), <CommentCell approval={approval} />],
    ],
  };
}

export function ApprovalCards({ view, approvals }: { view: ApprovalListView; approvals: ApprovalRequest[] }) {
  const t = useT();
  const { expiry, decision } = useFacts();
  const pending = view === 'pending';
  return (
    <RecordCards label={t(pending ? 'approvals.tabs.pending' : 'approvals.tabs.history')}>
      {approvals.map((approval) => (
        <RecordCard key={approval.id} name={<EffectCell approval={approval} />} badge={<StatusBadge approval={approval} />}>
          <RecordFacts
            boxed={pending}
            facts={[
              [t('approvals.column.maker'), <MakerCell approval={approval} />],
              [t('approvals.column.reason'), <ReasonCell approval={approval} />],
              ...(pending ? expiry(approval) : decision(approval)),
            ]}
          />
          {pending ? <DecisionActions approval={approval} /> : null}
        </RecordCard>
      ))}
    </RecordCards>
  );
}

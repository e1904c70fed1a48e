// The verified investors on a phone: one card per investor, expandable to its investments per project
// the same way as the table's rows; nothing to scroll sideways.
import { useId } from 'react';
import { investorEmail, investorName } from '../../../core/investors';
import { EmailAddress } from '../../components/email-address';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useT } from '../../i18n/i18n';
import { ExpandToggle, HoldingLines, InvestorBlockButton, StatusBadge } from './investor-cells';
import { euros, kycApproved } from './investor-labels';
import type { InvestorListingProps } from './investors-table';

export function InvestorCards({ investors, actionsOn, expanded, onToggle, onIntent }: InvestorListingProps) {
  const t = useT();
  const idPrefix = useId();
  return (
    <RecordCards label={t('investors.title')}>
      {investors.map((investor) => {
        const open = expanded.has(investor.id);
        const linesId = `${idPrefix}-${investor.id}`;
        return (
          <RecordCard key={investor.id} name={investorName(investor)} badge={<StatusBadge status={investor.status} />}>
            <p className="record-card__email">
              <EmailAddress email={investorEmail(investor)} />
            </p>
            <RecordFacts
              boxed
              facts={[
                [t('investors.column.kyc'), kycApproved(t, investor.kyc_approved_at)],
                [t('investors.column.total'), euros(investor.total_invested)],
                [t('investors.column.projects'), investor.investments.length],
              ]}
            />
            <div className="row investor-card__actions">
              <ExpandToggle investor={investor} expanded={open} controls={linesId} onToggle={() => onToggle(investor.id)} labelled />
              {actionsOn(investor).account ? <InvestorBlockButton investor={investor} onIntent={onIntent} /> : null}
            </div>
            {open ? <HoldingLines id={linesId} investor={investor} canBlock={actionsOn(investor).tokens} onIntent={onIntent} /> : null}
          </RecordCard>
        );
      })}
    </RecordCards>
  );
}

// The investments list on a phone: one card per investment, nothing to scroll sideways.
import type { Investment } from '../../../core/investments';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useT } from '../../i18n/i18n';
import { InvestorCell, StatusBadge, ViewLink, cellValues } from './investment-cells';

export function InvestmentCards({ investments, admin }: { investments: Investment[]; admin: boolean }) {
  const t = useT();
  return (
    <RecordCards label={t(admin ? 'investments.title.admin' : 'investments.title.user')}>
      {investments.map((investment) => {
        const values = cellValues(investment);
        return (
          <RecordCard key={investment.id} name={investment.project_name} badge={<StatusBadge status={investment.status} />}>
            {admin ? (
              <p className="investment-card__user">
                <InvestorCell investment={investment} />
              </p>
            ) : null}
            <RecordFacts
              boxed
              facts={[
                [t('investments.column.amount'), values.amount],
                [t('investments.column.tokens'), values.tokens],
                [t('investments.column.date'), values.date],
              ]}
            />
            <ViewLink investment={investment} admin={admin} wide />
          </RecordCard>
        );
      })}
    </RecordCards>
  );
}

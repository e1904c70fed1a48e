// The verified investors as a table, from tablet width up (spec 001 §2 columns): a row per investor, and
// below an expanded one a row holding its investments per project.
import { Fragment, useId } from 'react';
import { investorEmail, investorName, type Investor } from '../../../core/investors';
import { DataTable } from '../../components/data-table';
import { EmailAddress } from '../../components/email-address';
import { useT } from '../../i18n/i18n';
import { ExpandToggle, HoldingLines, InvestorBlockButton, StatusBadge, type OnIntent } from './investor-cells';
import { euros, kycApproved, type InvestorActions } from './investor-labels';

export interface InvestorListingProps {
  investors: Investor[];
  /** The list allows blocking: the actions column shows. */
  canBlock: boolean;
  /** The actions that show on this investor. */
  actionsOn: (investor: Investor) => InvestorActions;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onIntent: OnIntent;
}

export function InvestorsTable({ investors, canBlock, actionsOn, expanded, onToggle, onIntent }: InvestorListingProps) {
  const t = useT();
  const idPrefix = useId();
  const columns = [
    { label: t('investors.column.expand'), hidden: true, className: 'investors-table__toggle' },
    { label: t('investors.column.name') },
    { label: t('investors.column.email') },
    { label: t('investors.column.status') },
    { label: t('investors.column.kyc') },
    { label: t('investors.column.total'), number: true },
    { label: t('investors.column.projects'), number: true },
    canBlock && { label: t('investors.column.actions') },
  ];
  return (
    <DataTable label={t('investors.title')} className="investors-table" columns={columns} density="compact">
      {investors.map((investor) => {
        const open = expanded.has(investor.id);
        const linesId = `${idPrefix}-${investor.id}`;
        return (
          <Fragment key={investor.id}>
            <tr className={open ? 'investors-table__row investors-table__row--open' : 'investors-table__row'}>
              <td className="investors-table__toggle">
                <ExpandToggle investor={investor} expanded={open} controls={linesId} onToggle={() => onToggle(investor.id)} />
              </td>
              <th scope="row" className="investors-table__name">
                {investorName(investor)}
              </th>
              <td className="investors-table__email">
                <EmailAddress email={investorEmail(investor)} />
              </td>
              <td>
                <StatusBadge status={investor.status} />
              </td>
              <td className="cell-nowrap">{kycApproved(t, investor.kyc_approved_at)}</td>
              <td className="cell-number">{euros(investor.total_invested)}</td>
              <td className="cell-number">{investor.investments.length}</td>
              {canBlock ? (
                <td className="cell-nowrap">{actionsOn(investor).account ? <InvestorBlockButton investor={investor} onIntent={onIntent} compact /> : null}</td>
              ) : null}
            </tr>
            {open ? (
              <tr className="investors-table__details">
                <td colSpan={columns.filter(Boolean).length}>
                  <HoldingLines id={linesId} investor={investor} canBlock={actionsOn(investor).tokens} onIntent={onIntent} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </DataTable>
  );
}

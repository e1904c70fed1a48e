// The pieces of an investment row that the list's table and its phone cards share (spec 001 §2
// "Investments list"): the investor (admins), the values, the status badge and 'Ver'.
import { Link } from 'react-router-dom';
import type { Investment } from '../../../core/investments';
import { Badge } from '../../components/badge';
import { buttonClass } from '../../components/button';
import { EmailAddress } from '../../components/email-address';
import { useT } from '../../i18n/i18n';
import { day, investmentEuros, investorName, statusLabel, statusTone } from './investment-labels';

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={statusTone(status)}>{statusLabel(t, status)}</Badge>;
}

/** 'Sin nombre' or the name, with the e-mail address below. */
export function InvestorCell({ investment }: { investment: Investment }) {
  const t = useT();
  return (
    <span className="stack stack--tight">
      <span className="investor-cell__name">{investorName(t, investment)}</span>
      <span className="meta-text investor-cell__email">
        <EmailAddress email={investment.user_email} />
      </span>
    </span>
  );
}

export const cellValues = (investment: Investment) => ({
  amount: investmentEuros(investment.amount),
  tokens: investment.tokens.toLocaleString('es-ES'),
  date: day(investment.created_at),
});

/**
 * Where an investment opens: from the admin's list with ?admin=true, so the admin's menu entry stays the
 * active one and the breadcrumb leads back to 'Todas las Inversiones'.
 */
export const investmentPath = (id: string, admin: boolean): string => `/dashboard/investments/${id}${admin ? '?admin=true' : ''}`;

/** 'Ver', named for screen readers by the project and the date (many rows read 'Ver'). */
export function ViewLink({ investment, admin, wide = false }: { investment: Investment; admin: boolean; wide?: boolean }) {
  const t = useT();
  return (
    <Link to={investmentPath(investment.id, admin)} className={buttonClass('secondary', wide ? 'dash-button--tall investment-view--wide' : 'dash-button--small')}>
      {t('investments.view')}{' '}
      <span className="visually-hidden">{t('investments.viewNamed', { project: investment.project_name, date: day(investment.created_at) })}</span>
    </Link>
  );
}

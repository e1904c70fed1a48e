// The red banner of a reconciliation that found differences between the register and the chain: on the
// chain page, and on every other page of an admin's dashboard with a link to the chain page
// (admin-reconciliation-banner.tsx). Nothing while it is green or before the first reconciliation.
import { Link } from 'react-router-dom';
import type { ChainReconciliation } from '../../../core/chain';
import { AlertCallout } from '../../components/callout';
import { useLanguage, useT } from '../../i18n/i18n';
import { chainInstant } from './chain-labels';

export function ReconciliationAlert({ reconciliation, linkTo }: { reconciliation: ChainReconciliation | null; linkTo?: string }) {
  const t = useT();
  const [language] = useLanguage();
  if (!reconciliation || reconciliation.differences === 0) return null;
  return (
    <AlertCallout>
      <p>
        {t('chain.reconciliation.differ', { differences: reconciliation.differences, at: chainInstant(reconciliation.at, language) })}
        {linkTo ? (
          <>
            {' '}
            <Link to={linkTo}>{t('chain.reconciliation.open')}</Link>
          </>
        ) : null}
      </p>
    </AlertCallout>
  );
}

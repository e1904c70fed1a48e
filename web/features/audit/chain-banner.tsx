// Above the log: whether its hash chain verifies (GET /api/audit/verify), green with the number of
// entries, or red naming the first broken entry and why.
import { useQuery } from '@tanstack/react-query';
import { shieldCheckmarkOutline, shieldOutline, warningOutline } from 'ionicons/icons';
import { failureMessage } from '../../api/failure-message';
import { AlertCallout, Callout } from '../../components/callout';
import { useLanguage, useT } from '../../i18n/i18n';
import { auditQueries } from './api/audit-api';
import { BREAK_KEYS, auditInstant } from './audit-labels';

export function ChainBanner() {
  const t = useT();
  const [language] = useLanguage();
  const { data: verdict, error } = useQuery(auditQueries.verify());
  if (error) {
    return (
      <AlertCallout className="chain-banner">
        <p>{t('audit.chain.error', { message: failureMessage(error, { refused: t('audit.error.generic'), offline: t('audit.error.offline') }) })}</p>
      </AlertCallout>
    );
  }
  if (!verdict) {
    return (
      <Callout tone="neutral" icon={shieldOutline} role="status" className="chain-banner">
        <p>{t('audit.chain.checking')}</p>
      </Callout>
    );
  }
  const checkedAt = <span className="chain-banner__when">{t('audit.chain.checkedAt', { at: auditInstant(verdict.checked_at, language) })}</span>;
  if (verdict.ok || !verdict.broken) {
    return (
      <Callout tone="success" icon={shieldCheckmarkOutline} role="status" className="chain-banner">
        <p>
          {t('audit.chain.ok', { rows: verdict.rows })} {checkedAt}
        </p>
      </Callout>
    );
  }
  return (
    <Callout tone="danger" icon={warningOutline} role="alert" className="chain-banner">
      <div>
        <p>{t('audit.chain.broken', { id: verdict.broken.id, reason: t(BREAK_KEYS[verdict.broken.reason]) })}</p>
        <p className="chain-banner__detail">
          {t('audit.chain.brokenDetail', { rows: verdict.rows })} {checkedAt}
        </p>
      </div>
    </Callout>
  );
}

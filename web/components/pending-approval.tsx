// A subject's four-eyes request waiting for a second person (issue 57), where the maker's action button
// was: "Pendiente de aprobación", who proposed it, until when it waits, and a link to Aprobaciones.
// `compact`: one line for a row of a list (the deadline in its title). Admins' and ERIR users' reads
// carry the request (pending_approval); an investor's never do.
import { Link } from 'react-router-dom';
import { hourglassOutline } from 'ionicons/icons';
import type { PendingApprovalRef } from '../../core/approvals';
import { formatDateTime } from '../../core/format';
import { INTL_LOCALE } from '../../core/i18n-locales';
import { useLanguage, useT } from '../i18n/i18n';
import { APPROVALS_PATH } from '../shell/route-table';
import { Callout } from './callout';
import { Icon } from './icon';
import './pending-approval.css';

export function PendingApproval({ pending, compact = false }: { pending: PendingApprovalRef; compact?: boolean }) {
  const t = useT();
  const [language] = useLanguage();
  const date = formatDateTime(pending.expires_at, INTL_LOCALE[language]);
  if (compact) {
    return (
      <Link to={APPROVALS_PATH} className="row meta-text pending-approval" title={t('approvalNotice.short', { date })}>
        <Icon icon={hourglassOutline} />
        {t('approvalNotice.pending')}
      </Link>
    );
  }
  return (
    <Callout tone="warning" icon={hourglassOutline} role="status">
      <div>
        <p>{t('approvalNotice.pending')}</p>
        <p className="pending-approval__detail">{t('approvalNotice.detail', { maker: pending.maker.name?.trim() || pending.maker.email, date })}</p>
        <p>
          <Link to={APPROVALS_PATH}>{t('approvalNotice.link')}</Link>
        </p>
      </div>
    </Callout>
  );
}

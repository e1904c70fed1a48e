// When the platform signs people in through an external OpenID Provider (OIDC_ISSUER), sign-up and
// password reset happen there: GET /api/auth/options says so (useAuthOptions), and the pages show a
// way to it instead of their own form.
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/catalogs';

export function ExternalIdentityLink({ href, lead, action }: { href: string; lead: MessageKey; action: MessageKey }) {
  const t = useT();
  return (
    <div className="auth__form">
      <p className="auth__lead">{t(lead)}</p>
      <a className="auth__submit auth__submit--link" href={href}>
        {t(action)}
      </a>
    </div>
  );
}

// What the shell does about an account that should have a second factor and has none (issue 57,
// Profile.second_factor): where the deployment enforces it (production), the members' area is the
// security screen alone, as the server refuses everything else; elsewhere (development) a notice invites
// to add one, once per session, and "Ahora no" puts it away.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shieldCheckmarkOutline } from 'ionicons/icons';
import { Button, buttonClass } from '../../components/button';
import { Callout } from '../../components/callout';
import { useT } from '../../i18n/i18n';
import { SECURITY_PATH } from '../route-table';
import type { Profile } from '../session';

const missing = ({ second_factor: state }: Pick<Profile, 'second_factor'>): boolean => state.required && !state.enrolled;

/** The server lets this account do nothing but enrol a factor: the shell shows the security screen only. */
export const mustEnrol = (profile: Pick<Profile, 'second_factor'>): boolean => missing(profile) && profile.second_factor.enforced;

const DISMISSED = 'second-factor-invite-dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(DISMISSED, '1');
  } catch {
    // Storage blocked: the notice is gone for this page, and comes back on the next load.
  }
}

export function SecondFactorInvite({ profile, pathname }: { profile: Profile; pathname: string }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  if (dismissed || !missing(profile) || mustEnrol(profile) || pathname.startsWith(SECURITY_PATH)) return null;
  const dismiss = () => {
    rememberDismissal();
    setDismissed(true);
  };
  return (
    <Callout tone="neutral" icon={shieldCheckmarkOutline} className="dash-second-factor">
      {/* Not a heading: it stands above every page's own title. */}
      <div className="stack stack--start">
        <div>
          <p className="section-title">{t('security.invite.title')}</p>
          <p>{t('security.invite.text')}</p>
        </div>
        <div className="cluster">
          <Link to={SECURITY_PATH} className={buttonClass('primary')} onClick={dismiss}>
            {t('security.invite.now')}
          </Link>
          <Button variant="secondary" onClick={dismiss}>
            {t('security.invite.later')}
          </Button>
        </div>
      </div>
    </Callout>
  );
}

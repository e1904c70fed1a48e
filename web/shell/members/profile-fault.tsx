// What the dashboard shows when the server failed to give the signed-in user (use-current-profile.ts):
// "Server responded with status 503 Service Unavailable", the server's own words if it sent any, and a
// way to ask again.
import type { ApiError } from '../../api/client';
import { Button } from '../../components/button';
import { AlertCallout } from '../../components/callout';
import { useT } from '../../i18n/i18n';

export function ProfileFault({ fault, onRetry }: { fault: ApiError; onRetry: () => void }) {
  const t = useT();
  const message = fault.message || t('dashboard.profile.serverStatus', { status: fault.status, text: fault.statusText }).trim();
  return (
    <div className="stack stack--start dash-fault">
      <AlertCallout>
        <p>{message}</p>
      </AlertCallout>
      <Button variant="secondary" onClick={onRetry}>
        {t('dashboard.profile.retry')}
      </Button>
    </div>
  );
}

// An approved investor's wallet (docs/kyc.md "A new wallet"): the approved application is read-only, so a
// new address is a request an admin decides. The address is typed twice (a mistyped one loses the tokens);
// the server checks the same and answers why it refuses. A request waiting, or the reason of a refused one,
// is shown until the next.
import { useId, useState } from 'react';
import * as v from 'valibot';
import { alertCircleOutline, hourglassOutline, walletOutline } from 'ionicons/icons';
import type { KycApplication } from '../../../core/kyc';
import { translate, type MessageKey } from '../../../core/messages';
import { WalletChangeRequestSchema } from '../../../core/wallet-change';
import { failureMessage } from '../../api/failure-message';
import { Button } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { Field, TextInput } from '../../components/field';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useOnline } from '../../shell/online-status';
import { useRequestWalletChange } from './api/kyc-api';

function WalletChangeForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const online = useOnline();
  const request = useRequestWalletChange(userId);
  const [values, setValues] = useState({ wallet: '', wallet_repeat: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(WalletChangeRequestSchema, values);
    if (!parsed.success) return setProblem(translate(parsed.issues[0].message as MessageKey, language));
    setProblem(null);
    request.mutate(parsed.output, {
      onSuccess: () => {
        toast.success(t('kyc.walletChange.sent'));
        onClose();
      },
      onError: (error) => setProblem(failureMessage(error, { refused: t('kyc.walletChange.failed'), offline: t('kyc.review.offline') })),
    });
  };

  const field = (name: keyof typeof values, label: string, hint?: string) => (
    <Field label={label} hint={hint} marked>
      {(control) => (
        <TextInput
          {...control}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
        />
      )}
    </Field>
  );

  return (
    <form className="stack" onSubmit={send} noValidate>
      <Callout tone="warning" icon={walletOutline}>
        <p>{t('kyc.review.walletOwn')}</p>
      </Callout>
      {field('wallet', t('kyc.walletChange.new'))}
      {field('wallet_repeat', t('kyc.walletChange.repeat'), t('kyc.review.walletAgainHint'))}
      <p className="field__hint">{t('kyc.walletChange.howItGoes')}</p>
      {problem ? (
        <AlertCallout>
          <p>{problem}</p>
        </AlertCallout>
      ) : null}
      <div className="cluster">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" type="submit" disabled={request.isPending || !online}>
          {request.isPending ? t('kyc.review.sending') : t('kyc.walletChange.submit')}
        </Button>
      </div>
    </form>
  );
}

export function WalletChangePanel({ userId, application }: { userId: string; application: KycApplication }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const change = application.wallet_change;
  const pending = change?.status === 'PENDING';
  return (
    <section className="panel stack kyc-wallet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kyc-form__group-title">
        {t('kyc.walletChange.title')}
      </h2>
      <p className="mono" data-testid="kyc-wallet">
        {application.wallet}
      </p>
      {pending ? (
        <Callout tone="neutral" icon={hourglassOutline} role="status">
          <p data-testid="wallet-change-pending">{t('kyc.walletChange.pending', { wallet: change.new_wallet })}</p>
        </Callout>
      ) : change?.status === 'REJECTED' ? (
        <Callout tone="warning" icon={alertCircleOutline}>
          <p>{t('kyc.walletChange.rejected', { wallet: change.new_wallet, reason: change.rejection_reason ?? '' })}</p>
        </Callout>
      ) : null}
      {pending ? null : open ? (
        <WalletChangeForm userId={userId} onClose={() => setOpen(false)} />
      ) : (
        <div className="cluster">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('kyc.walletChange.open')}
          </Button>
        </div>
      )}
    </section>
  );
}

// "Añadir app de autenticación": the secret the server made (kept on its side for ten minutes) as a QR code
// to scan and as text to type, then the first code the app shows to confirm it: nothing is enrolled until
// then. What the confirmation answers (the factor, and the first recovery codes) goes back to the page.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { TotpCodeSchema, type EnrolmentResult, type TotpEnrolment } from '../../../core/second-factor';
import { translateMessage } from '../../../core/messages';
import { Button } from '../../components/button';
import { AlertCallout } from '../../components/callout';
import { CodeField } from '../../components/code-field';
import { Field, TextInput } from '../../components/field';
import { DialogActions, ModalDialog } from '../../components/modal-dialog';
import { useLanguage, useT } from '../../i18n/i18n';
import { useConfirmTotp } from './api/security-mutations';
import { securityFailure } from './security-failures';

const QrCode = lazy(() => import('../../components/qr-code'));

/** The secret in groups of four, as authenticator apps show what they expect typed. */
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TotpEnrolmentDialogProps {
  enrolment: TotpEnrolment;
  onDone: (result: EnrolmentResult) => void;
  onClose: () => void;
}

export function TotpEnrolmentDialog({ enrolment, onDone, onClose }: TotpEnrolmentDialogProps) {
  const t = useT();
  const [language] = useLanguage();
  const codeId = useId();
  const labelId = useId();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const busy = confirm.isPending;
  const failure = confirm.error ? securityFailure(confirm.error, t) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(TotpCodeSchema, { code });
    if (!parsed.success) return setProblem(translateMessage(parsed.issues[0].message, language));
    setProblem(undefined);
    const name = label.trim();
    confirm.mutate({ enrolment_id: enrolment.enrolment_id, code: parsed.output.code, ...(name ? { label: name } : {}) }, { onSuccess: onDone });
  };

  return (
    <ModalDialog title={t('security.totp.title')} onClose={() => !busy && onClose()}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="security-totp__step">{t('security.totp.scan')}</p>
        <Suspense fallback={<span className="meta-text security-totp__qr">{t('security.totp.preparing')}</span>}>
          <QrCode text={enrolment.uri} label={t('security.totp.qr')} className="security-totp__qr" />
        </Suspense>
        <div className="stack stack--tight">
          <p className="meta-text">{t('security.totp.secret')}</p>
          <p className="mono security-totp__secret" data-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </p>
        </div>
        <p className="security-totp__step">{t('security.totp.confirm')}</p>
        <CodeField kind="totp" id={codeId} label={t('security.totp.code')} error={problem} value={code} onChange={setCode} />
        <Field id={labelId} label={t('security.totp.label')} hint={t('security.totp.labelHint')}>
          {(control) => <TextInput {...control} name="label" maxLength={60} value={label} onChange={(event) => setLabel(event.target.value)} />}
        </Field>
        {failure ? (
          <AlertCallout>
            <p>{failure}</p>
          </AlertCallout>
        ) : null}
        <DialogActions onCancel={onClose} busy={busy}>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('security.totp.busy') : t('security.totp.submit')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

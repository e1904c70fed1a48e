// The ten recovery codes, shown once (after the first enrolment, or new ones): the server keeps only their
// hashes, so this dialog is the user's one chance to copy, download or write them down.
import { useState } from 'react';
import { warningOutline } from 'ionicons/icons';
import { Button } from '../../components/button';
import { Callout } from '../../components/callout';
import { ModalDialog } from '../../components/modal-dialog';
import { useT } from '../../i18n/i18n';
import { useBrand } from '../../shell/use-brand';

interface RecoveryCodesDialogProps {
  codes: readonly string[];
  email: string;
  onClose: () => void;
}

export function RecoveryCodesDialog({ codes, email, onClose }: RecoveryCodesDialogProps) {
  const t = useT();
  const brand = useBrand();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = [t('security.codes.file', { brand: brand.name, email }), '', ...codes, ''].join('\n');

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${brand.name}-recovery-codes.txt` });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <ModalDialog title={t('security.codes.title')} onClose={onClose}>
      <div className="stack">
        <Callout tone="warning" icon={warningOutline} role="alert">
          <p>{t('security.codes.warning')}</p>
        </Callout>
        <ol className="plain-list mono security-codes" aria-label={t('security.codes.list')}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="cluster">
          <Button variant="secondary" onClick={() => void copyCodes()}>
            {t('security.codes.copy')}
          </Button>
          <Button variant="secondary" onClick={download}>
            {t('security.codes.download')}
          </Button>
        </div>
        <p className="meta-text" role="status">
          {copy === 'copied' ? t('security.codes.copied') : copy === 'failed' ? t('security.codes.copyFailed') : ''}
        </p>
      </div>
      <div className="modal-dialog__actions">
        <Button variant="primary" onClick={onClose}>
          {t('security.codes.done')}
        </Button>
      </div>
    </ModalDialog>
  );
}

// Where and how to pay (spec 001 §4 "payment"): the brand's beneficiary, IBAN, BIC and bank, the exact
// amount and the reference, each with a copy button that says it copied, and the same transfer as an
// EPC QR code for the banking app (its encoder loaded only here).
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icon';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import type { TransferDetails as Transfer } from '../../../core/investments';
import { plainEuroAmount } from '../../../core/format';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { investmentEuros } from './investment-labels';

const EpcQrCode = lazy(() => import('./epc-qr-code'));

/** "ES9121000418450200051332" → "ES91 2100 0418 4502 0005 1332", as printed on bank documents. */
export const groupIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The amount as a Spanish banking app's amount field takes it: "1000,00". */
export const amountToCopy = plainEuroAmount;

interface Row {
  id: 'beneficiary' | 'iban' | 'bic' | 'bank' | 'amount' | 'reference';
  label: string;
  shown: string;
  copy: string | null;
}

function CopyButton({ row, copied, onCopy }: { row: Row; copied: boolean; onCopy: (row: Row) => void }) {
  const t = useT();
  return (
    <button type="button" className={buttonClass('secondary', 'dash-button--small dash-button--tall copy-button')} data-copied={copied || undefined} aria-label={t('investments.transfer.copyNamed', { label: row.label })} onClick={() => onCopy(row)}>
      <Icon icon={copied ? checkmarkOutline : copyOutline} />
      <span aria-hidden="true">{copied ? t('investments.transfer.copied') : t('investments.transfer.copy')}</span>
    </button>
  );
}

export function TransferDetails({ transfer }: { transfer: Transfer }) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState<Row['id'] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const rows: Row[] = [
    { id: 'beneficiary', label: t('investments.transfer.beneficiary'), shown: transfer.beneficiary, copy: transfer.beneficiary },
    { id: 'iban', label: t('investments.transfer.iban'), shown: groupIban(transfer.iban), copy: transfer.iban.replace(/\s+/g, '') },
    { id: 'bic', label: t('investments.transfer.bic'), shown: transfer.bic, copy: transfer.bic },
    { id: 'bank', label: t('investments.transfer.bank'), shown: transfer.bank_name, copy: null },
    { id: 'amount', label: t('investments.transfer.amount'), shown: investmentEuros(transfer.amount), copy: amountToCopy(transfer.amount) },
    { id: 'reference', label: t('investments.transfer.reference'), shown: transfer.reference, copy: transfer.reference },
  ];

  const copy = (row: Row) => {
    if (row.copy === null) return;
    const done = () => {
      setCopied(row.id);
      setAnnouncement(t('investments.transfer.copiedStatus', { label: row.label }));
    };
    const failed = () => toast.error(t('investments.transfer.copyFailed'));
    if (!navigator.clipboard?.writeText) return failed();
    navigator.clipboard.writeText(row.copy).then(done, failed);
  };

  return (
    <div className="stack transfer">
      <dl className="panel fact-list transfer__details">
        {rows.map((row) => (
          <div key={row.id} className={`transfer__row transfer__row--${row.id}`}>
            <dt>{row.label}</dt>
            <dd className="row cluster--spread">
              <span className="transfer__value">{row.shown}</span>
              {row.copy === null ? null : <CopyButton row={row} copied={copied === row.id} onCopy={copy} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <figure className="stack transfer__qr">
        <Suspense fallback={<span className="meta-text epc-qr epc-qr--loading">{t('investments.transfer.qrLoading')}</span>}>
          <EpcQrCode
            payload={transfer.epc_payload}
            label={t('investments.transfer.qrLabel', { amount: investmentEuros(transfer.amount), beneficiary: transfer.beneficiary, reference: transfer.reference })}
          />
        </Suspense>
        <figcaption className="meta-text">{t('investments.transfer.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}

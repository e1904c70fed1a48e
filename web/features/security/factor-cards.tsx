// The user's second factors as cards (a phone and a tablet alike: there are seldom more than two or
// three): what it is, its name, when it was added and last used, and "Eliminar", which asks first and,
// on the server, needs a fresh second factor (the API client brings up the step-up dialog).
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import type { SecondFactor } from '../../../core/second-factor';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/modal-dialog';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useRemoveFactor } from './api/security-mutations';
import { securityFailure } from './security-failures';

export function FactorCards({ factors }: { factors: readonly SecondFactor[] }) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const remove = useRemoveFactor();
  const [removing, setRemoving] = useState<SecondFactor | null>(null);
  const locale = INTL_LOCALE[language];

  // Awaited here, not in mutate's callbacks: removing the last factor unmounts these cards, and the toast must still say so.
  const confirmRemoval = async (factor: SecondFactor) => {
    try {
      await remove.mutateAsync(factor.id);
      toast.success(t('security.removed'));
    } catch (error) {
      const message = securityFailure(error, t);
      if (message) toast.error(message);
    }
    setRemoving(null);
  };

  return (
    <>
      <RecordCards label={t('security.factors.title')}>
        {factors.map((factor) => (
          <RecordCard key={factor.id} name={factor.label} badge={<Badge tone="neutral">{t(`security.factor.kind.${factor.kind}`)}</Badge>}>
            <RecordFacts
              boxed
              facts={[
                [t('security.factor.added'), formatDate(factor.created_at, locale)],
                [t('security.factor.lastUsed'), factor.last_used_at ? formatDateTime(factor.last_used_at, locale) : t('security.factor.never')],
              ]}
            />
            <div className="cluster">
              <Button variant="danger-outline" onClick={() => setRemoving(factor)}>
                {t('security.factor.remove')}
                <span className="visually-hidden"> {factor.label}</span>
              </Button>
            </div>
          </RecordCard>
        ))}
      </RecordCards>
      {removing ? (
        <ConfirmDialog
          title={t('security.remove.title')}
          message={t('security.remove.message', { label: removing.label })}
          confirmLabel={t('security.factor.remove')}
          busyLabel={t('security.remove.busy')}
          busy={remove.isPending}
          onConfirm={() => void confirmRemoval(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

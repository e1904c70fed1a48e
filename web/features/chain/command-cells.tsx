// The parts of a chain command both the table and the cards show: what it does (and on which token),
// what it is about, its state, its transaction, its error, when it last moved, and the retry.
import { useState } from 'react';
import type { ChainCommand } from '../../../core/chain';
import { failureMessage } from '../../api/failure-message';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/modal-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useRetryCommand } from './api/chain-mutations';
import { chainInstant, KIND_KEYS, STATUS_KEYS, STATUS_TONES } from './chain-labels';

/** The operation, and the token it acts on unless that token's project is already its subject. */
export function KindCell({ command }: { command: ChainCommand }) {
  const t = useT();
  const { project } = command;
  return (
    <>
      <span className="chain-command__kind">{t(KIND_KEYS[command.kind])}</span>
      {project && project.id !== command.subject?.id ? <span className="meta-text chain-command__detail">{t('chain.project', { name: project.name })}</span> : null}
    </>
  );
}

export function SubjectCell({ command }: { command: ChainCommand }) {
  const t = useT();
  const { subject } = command;
  if (!subject) return <>—</>;
  if (subject.type === 'platform') return <>{t('chain.subject.platform')}</>;
  return <span className="chain-subject">{subject.label ?? subject.id}</span>;
}

export const StatusBadge = ({ command }: { command: ChainCommand }) => {
  const t = useT();
  return <Badge tone={STATUS_TONES[command.status]}>{t(STATUS_KEYS[command.status])}</Badge>;
};

/** The transaction's hash (shortened, whole in its title) and nonce, once signed. */
export function TransactionCell({ command }: { command: ChainCommand }) {
  const t = useT();
  if (!command.tx_hash) return <>—</>;
  return (
    <>
      <code className="mono" title={command.tx_hash}>
        {`${command.tx_hash.slice(0, 8)}…${command.tx_hash.slice(-4)}`}
      </code>
      {command.nonce !== null ? <span className="meta-text chain-command__detail">{t('chain.nonce', { nonce: command.nonce })}</span> : null}
    </>
  );
}

export function ErrorCell({ command }: { command: ChainCommand }) {
  const t = useT();
  if (!command.error && command.attempts === 0) return <>—</>;
  return (
    <>
      {command.error ? <span className="chain-command__error">{command.error}</span> : null}
      {command.attempts > 0 ? <span className="meta-text chain-command__detail">{t('chain.attempts', { count: command.attempts })}</span> : null}
    </>
  );
}

export function UpdatedCell({ command }: { command: ChainCommand }) {
  const [language] = useLanguage();
  return <time dateTime={command.updated_at}>{chainInstant(command.updated_at, language)}</time>;
}

/** 'Reintentar' on a failed command the server lets go back in the queue, after a confirmation; a failed mint says where it is retried. */
export function RetryAction({ command }: { command: ChainCommand }) {
  const t = useT();
  const toast = useToast();
  const retry = useRetryCommand();
  const [asking, setAsking] = useState(false);
  if (command.status !== 'failed') return null;
  if (!command.can.retry) return command.kind === 'mint' ? <span className="meta-text chain-command__detail">{t('chain.retry.mint')}</span> : null;
  const confirm = () =>
    retry.mutate(command.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('chain.retry.done', { id: command.id }));
      },
      onError: (error) => {
        setAsking(false);
        toast.error(t('chain.retry.failed', { message: failureMessage(error, { refused: t('chain.error.generic'), offline: t('chain.error.offline') }) }));
      },
    });
  return (
    <>
      <Button variant="secondary" className="dash-button--small dash-button--tall" onClick={() => setAsking(true)}>
        {t('chain.retry')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('chain.retry.title')}
          message={t('chain.retry.text', { id: command.id, kind: t(KIND_KEYS[command.kind]) })}
          confirmLabel={t('chain.retry')}
          busyLabel={t('chain.retry.busy')}
          busy={retry.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

// The dialogs of the verified-investors screen (spec 001 §2, §4, §5, §8): block and unblock an investor
// and block tokens (the shared reason dialog), an investor's blocked tokens with a release per blocking,
// and a holding's history of mints. Every outcome is a toast: the spec's success text (or, for an unblock
// or a release that now waits for a second person, "Enviado para aprobación"), or the server's error text
// and else the spec's fallback.
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { blockingReason, investorEmail, investorName, tokenAmountProblem, type Blocking, type Investor, type InvestorProject } from '../../../core/investors';
import { failureMessage } from '../../api/failure-message';
import { useOnline } from '../../shell/online-status';
import { Button } from '../../components/button';
import { ContentLoading } from '../../components/content-loading';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ModalDialog } from '../../components/modal-dialog';
import { ReasonDialog, useDialogFailure } from '../../components/reason-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { NextPage } from '../../components/load-more';
import { useT, type Translate } from '../../i18n/i18n';
import { investorQueries } from './api/investor-queries';
import { useBlockTokens, useSetInvestorBlocked, useUnblockTokens } from './api/investor-mutations';
import type { InvestorAction } from './api/investors-api';
import { blockableTokens, euros, moment, typedTokenAmount } from './investor-labels';
import { TextInput } from '../../components/field';
import { PendingApproval } from '../../components/pending-approval';
import { isApprovalPending } from '../../../core/approvals';

/** The server's own words for a refusal, else the spec's fallback; offline says so. */
const writeFailure = (t: Translate, error: unknown, fallback: string): string =>
  failureMessage(error, { refused: fallback, offline: t('investors.writesOffline'), thrown: fallback });

const INVESTOR_TEXTS = {
  block: {
    title: 'investors.blockInvestor.title',
    text: 'investors.blockInvestor.text',
    confirm: 'investors.blockInvestor.confirm',
    busy: 'investors.blockInvestor.busy',
    done: 'investors.blockInvestor.done',
    failed: 'investors.blockInvestor.failed',
  },
  unblock: {
    title: 'investors.unblockInvestor.title',
    text: 'investors.unblockInvestor.text',
    confirm: 'investors.unblockInvestor.confirm',
    busy: 'investors.unblockInvestor.busy',
    done: 'investors.unblockInvestor.done',
    failed: 'investors.unblockInvestor.failed',
  },
} as const;

interface DialogProps {
  investor: Investor;
  onClose: () => void;
}

/** 'Bloquear inversor' / 'Desbloquear inversor': on success the list shows the new status in place. */
export function InvestorBlockDialog({ investor, action, onClose }: DialogProps & { action: InvestorAction }) {
  const t = useT();
  const toast = useToast();
  const failure = useDialogFailure();
  const texts = INVESTOR_TEXTS[action];
  const setBlocked = useSetInvestorBlocked();
  const confirm = (reason: string) => {
    failure.clear();
    setBlocked.mutate(
      { id: investor.id, action, reason },
      {
        onSuccess: (result) => {
          toast.success(isApprovalPending(result) ? t('approvalNotice.sent') : t(texts.done));
          onClose();
        },
        onError: (error) => failure.report(writeFailure(t, error, t(texts.failed))),
      },
    );
  };
  return (
    <ReasonDialog
      texts={{
        title: t(texts.title),
        text: t(texts.text, { name: investorName(investor), email: investorEmail(investor) }),
        reason: t('investors.reason'),
        confirm: t(texts.confirm),
        busy: t(texts.busy),
        offline: t('investors.writesOffline'),
      }}
      tone={action === 'block' ? 'danger' : 'primary'}
      busy={setBlocked.isPending}
      error={failure.message}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

interface LineDialogProps extends DialogProps {
  line: InvestorProject;
}

/**
 * 'Bloquear tokens': an amount and a reason, both required (spec 001 §5). The amount is checked by the
 * server's rule before sending: a whole number from 1 to the tokens not blocked yet, else the toast
 * 'Cantidad de tokens inválida'. On success the list reloads with the server's totals.
 */
export function TokenBlockDialog({ investor, line, onClose }: LineDialogProps) {
  const t = useT();
  const toast = useToast();
  const failure = useDialogFailure();
  const [amountText, setAmountText] = useState('');
  const [amountInvalid, setAmountInvalid] = useState(false);
  const block = useBlockTokens();
  const max = blockableTokens(line);
  const confirm = (reason: string) => {
    failure.clear();
    const amount = typedTokenAmount(amountText);
    if (tokenAmountProblem(amount, line.total_tokens, line.total_tokens_blocked)) {
      setAmountInvalid(true);
      failure.report(t('investors.blockTokens.invalid'));
      return;
    }
    block.mutate(
      { userId: investor.id, projectId: line.project_id, amount, reason },
      {
        onSuccess: () => {
          toast.success(t('investors.blockTokens.done'));
          onClose();
        },
        onError: (error) => failure.report(writeFailure(t, error, t('investors.blockTokens.failed'))),
      },
    );
  };
  return (
    <ReasonDialog
      texts={{
        title: t('investors.blockTokens.title'),
        text: t('investors.blockTokens.text', {
          name: investorName(investor),
          project: line.project_name,
          total: line.total_tokens,
          blocked: line.total_tokens_blocked,
        }),
        reason: t('investors.reason'),
        confirm: t('investors.blockTokens.confirm'),
        busy: t('investors.blockTokens.busy'),
        offline: t('investors.writesOffline'),
      }}
      tone="danger"
      busy={block.isPending}
      error={failure.message}
      onConfirm={confirm}
      onCancel={onClose}
      complete={amountText.trim() !== ''}
    >
      <TokenAmountField
        value={amountText}
        max={max}
        invalid={amountInvalid}
        onChange={(text) => {
          setAmountText(text);
          setAmountInvalid(false);
        }}
      />
    </ReasonDialog>
  );
}

function TokenAmountField({ value, max, invalid, onChange }: { value: string; max: number; invalid: boolean; onChange: (text: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('investors.blockTokens.amount')}
        <span aria-hidden="true"> *</span>
      </label>
      <TextInput
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        required
        placeholder={t('investors.blockTokens.placeholder', { max })}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** One open blocking: its tokens, reason, date and who set it, and its release for those who may (or the release waiting for a second person, issue 57). */
function BlockingItem({ blocking, release }: { blocking: Blocking; release: { busy: boolean; disabled: boolean; onClick: () => void } | null }) {
  const t = useT();
  const date = moment(blocking.blocked_at);
  const tokens = blocking.amount ?? 0;
  return (
    <li className="cluster cluster--spread blocking-item">
      <div className="stack stack--tight blocking-item__facts">
        <span className="blocking-item__amount">{t('investors.tokens', { count: tokens })}</span>
        <span className="blocking-item__reason">{blockingReason(blocking)}</span>
        <span className="meta-text">
          {t('investors.blocked.since', { date })}
          {blocking.blocked_by_name ? ` ${t('investors.blocked.by', { name: blocking.blocked_by_name })}` : null}
        </span>
      </div>
      {blocking.pending_approval ? (
        <PendingApproval pending={blocking.pending_approval} compact />
      ) : release ? (
        <Button variant="secondary" disabled={release.disabled} onClick={release.onClick}>
          {release.busy ? t('investors.blocked.busy') : t('investors.blocked.unblock')}
          <span className="visually-hidden"> {t('investors.blocked.unblockNamed', { count: tokens, date })}</span>
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The holding's open token blockings, read from GET /api/blockings in pages ('Cargar más'), each with its
 * own 'Desbloquear' (sent with the fixed reason). A release reloads the blockings and the list; one runs at a time.
 */
export function BlockedTokensDialog({ investor, line, canBlock, onClose }: LineDialogProps & { canBlock: boolean }) {
  const t = useT();
  const toast = useToast();
  const online = useOnline();
  const failure = useDialogFailure();
  const blockings = useInfiniteQuery(investorQueries.blockings(investor.id, line.project_id));
  const unblock = useUnblockTokens();
  const release = (blocking: Blocking) => {
    failure.clear();
    unblock.mutate(blocking.id, {
      onSuccess: (result) => toast.success(isApprovalPending(result) ? t('approvalNotice.sent') : t('investors.blocked.done')),
      onError: (error) => failure.report(writeFailure(t, error, t('investors.blocked.failed'))),
    });
  };
  const loadFailure = (error: unknown) => failureMessage(error, { refused: t('investors.blocked.error'), offline: t('investors.offline') });
  let body;
  if (blockings.error && !blockings.isFetchNextPageError) {
    body = (
      <p className="reason-dialog__error" role="alert">
        {loadFailure(blockings.error)}
      </p>
    );
  } else if (!blockings.data) {
    body = <ContentLoading label={t('investors.blocked.loading')} />;
  } else if (blockings.data.length === 0) {
    body = <EmptyState>{t('investors.blocked.empty')}</EmptyState>;
  } else {
    body = (
      <ul className="plain-list stack blocking-list" aria-label={t('investors.blocked.list')}>
        {blockings.data.map((blocking) => (
          <BlockingItem
            key={blocking.id}
            blocking={blocking}
            release={
              canBlock
                ? {
                    busy: unblock.isPending && unblock.variables === blocking.id,
                    disabled: unblock.isPending || !online,
                    onClick: () => release(blocking),
                  }
                : null
            }
          />
        ))}
      </ul>
    );
  }
  return (
    <ModalDialog title={t('investors.blocked.title')} onClose={() => !unblock.isPending && onClose()}>
      <p className="modal-dialog__text">{t('investors.blocked.text', { name: investorName(investor), project: line.project_name })}</p>
      {body}
      <NextPage query={blockings} failure={loadFailure} />
      {online || !canBlock ? null : <p className="reason-dialog__note">{t('investors.writesOffline')}</p>}
      {failure.message ? (
        <p className="reason-dialog__error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <CloseRow onClose={onClose} busy={unblock.isPending} />
    </ModalDialog>
  );
}

/** The holding's mints, newest first (spec 001 §3 "History entry"): date and time, tokens, euros. */
export function HistoryDialog({ investor, line, onClose }: LineDialogProps) {
  const t = useT();
  return (
    <ModalDialog title={t('investors.history.title')} onClose={onClose}>
      <p className="modal-dialog__text">{t('investors.history.text', { name: investorName(investor), project: line.project_name })}</p>
      {line.history.length === 0 ? (
        <EmptyState>{t('investors.history.empty')}</EmptyState>
      ) : (
        <DataTable
          label={t('investors.history.caption')}
          className="history-table"
          columns={[{ label: t('investors.history.date') }, { label: t('investors.history.tokens'), number: true }, { label: t('investors.history.amount'), number: true }]}
        >
          {line.history.map((entry) => (
            <tr key={entry.id}>
              <td>{moment(entry.mint_at)}</td>
              <td className="cell-number">{entry.tokens.toLocaleString('es-ES')}</td>
              <td className="cell-number">{euros(entry.amount)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <CloseRow onClose={onClose} />
    </ModalDialog>
  );
}

/** A dialog that only shows something closes with one button. */
function CloseRow({ onClose, busy = false }: { onClose: () => void; busy?: boolean }) {
  const t = useT();
  return (
    <div className="modal-dialog__actions">
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {t('investors.close')}
      </Button>
    </div>
  );
}

// "Bloquear proyecto" / "Desbloquear proyecto" (spec 001 §2, §5): the shared reason dialog; the outcome
// is a toast and the list shows the project's new status, or for an unblock that waits for a second
// person (issue 57) "Enviado para aprobación" and the row's "Pendiente de aprobación".
import type { ProjectSummary } from '../../../core/projects';
import { isApprovalPending } from '../../../core/approvals';
import { ReasonDialog, useDialogFailure } from '../../components/reason-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { writeFailure } from './project-labels';
import { useSetProjectBlocked } from './api/project-mutations';
import type { BlockAction } from './api/projects-api';

const TEXTS = {
  block: {
    title: 'projects.block.title',
    text: 'projects.block.text',
    confirm: 'projects.block.confirm',
    busy: 'projects.block.busy',
    done: 'projects.block.done',
    failed: 'projects.block.failed',
  },
  unblock: {
    title: 'projects.unblock.title',
    text: 'projects.unblock.text',
    confirm: 'projects.unblock.confirm',
    busy: 'projects.unblock.busy',
    done: 'projects.unblock.done',
    failed: 'projects.unblock.failed',
  },
} as const;

interface BlockDialogProps {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  action: BlockAction;
  /** Done: the list already shows the project's new status. */
  onDone: () => void;
  onCancel: () => void;
}

export function BlockDialog({ project, action, onDone, onCancel }: BlockDialogProps) {
  const t = useT();
  const toast = useToast();
  const failure = useDialogFailure();
  const texts = TEXTS[action];
  const block = useSetProjectBlocked();

  const confirm = (reason: string) => {
    failure.clear();
    block.mutate(
      { id: project.id, action, reason },
      {
        onSuccess: (answer) => {
          toast.success(isApprovalPending(answer) ? t('approvalNotice.sent') : t(texts.done));
          onDone();
        },
        onError: (error) => failure.report(writeFailure(t, error, t(texts.failed))),
      },
    );
  };

  return (
    <ReasonDialog
      texts={{
        title: t(texts.title),
        text: t(texts.text, { name: project.name }),
        reason: t('projects.block.reason'),
        confirm: t(texts.confirm),
        busy: t(texts.busy),
        offline: t('offline.writesDisabled'),
      }}
      tone={action === 'block' ? 'danger' : 'primary'}
      busy={block.isPending}
      error={failure.message}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}

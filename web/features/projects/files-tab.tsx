// The frame of the admin form's "Imágenes" and "Documentos" tabs (spec 001 §2): the read-only note when
// the project's files can no longer change (only draft and active projects take changes), the list or
// its empty state, removal after a confirmation, and the upload form. The tabs give the items.
import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icon';
import { trashOutline } from 'ionicons/icons';
import type { Project, UploadKind } from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { useOnline } from '../../shell/online-status';
import { Callout } from '../../components/callout';
import { EmptyState } from '../../components/empty-state';
import { ConfirmDialog } from '../../components/modal-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT, type Translate } from '../../i18n/i18n';
import { failureMessage } from '../../api/failure-message';
import { useDeleteProjectFile, useReloadProjectFiles } from './api/project-mutations';
import { FileUploadForm } from './file-upload-form';

const TEXTS = {
  image: {
    empty: 'projects.images.empty',
    list: 'projects.images.listLabel',
    title: 'projects.images.delete.title',
    text: 'projects.images.delete.text',
    done: 'projects.images.deleted',
    failed: 'projects.images.deleteFailed',
    action: 'projects.images.deleteNamed',
  },
  document: {
    empty: 'projects.detail.documents.empty',
    list: 'projects.documents.listLabel',
    title: 'projects.documents.delete.title',
    text: 'projects.documents.delete.text',
    done: 'projects.documents.deleted',
    failed: 'projects.documents.deleteFailed',
    action: 'projects.documents.deleteNamed',
  },
} as const;

/**
 * Spec 001 §8 "Error al eliminar: ...": the server's reason, else the kind's own failure ("Error al
 * eliminar el documento"); an exception's own text; unreached, that writes wait for the connection.
 */
const deleteFailure = (t: Translate, error: unknown, failed: string): string =>
  t('projects.files.deleteFailed', { message: failureMessage(error, { refused: failed, offline: t('offline.writesDisabled') }) });

/** Removal of one file, asked for with a confirmation dialog. */
function useFileRemoval(kind: UploadKind, projectId: string) {
  const t = useT();
  const toast = useToast();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const removal = useDeleteProjectFile(projectId);
  const texts = TEXTS[kind];

  const confirm = () => {
    if (!target) return;
    removal.mutate(target.id, {
      onSuccess: () => toast.success(t(texts.done)),
      onError: (error) => toast.error(deleteFailure(t, error, t(texts.failed))),
      onSettled: () => setTarget(null),
    });
  };

  const dialog = target ? (
    <ConfirmDialog
      title={t(texts.title)}
      message={t(texts.text, { name: target.name })}
      confirmLabel={t('projects.delete.confirm')}
      busyLabel={t('projects.delete.busy')}
      busy={removal.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  ) : null;
  return { ask: setTarget, dialog, actionLabel: (name: string) => t(texts.action, { name }) };
}

/** Offline it stays in place, disabled: the notice at the top of the form says why. */
function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  const online = useOnline();
  return (
    <button type="button" className={buttonClass('danger-outline', 'dash-button--small')} aria-label={label} disabled={!online} onClick={onClick}>
      <Icon icon={trashOutline} />
      {t('projects.delete.confirm')}
    </button>
  );
}

interface FilesTabProps<File extends { id: string }> {
  project: Project;
  kind: UploadKind;
  files: File[];
  /** What a file is called in the list and in the removal question. */
  nameOf: (file: File) => string;
  /** One list item (with its key); the delete button comes only while the files may change. */
  renderItem: (file: File, deleteButton: ReactNode | null) => ReactNode;
}

export function FilesTab<File extends { id: string }>({ project, kind, files, nameOf, renderItem }: FilesTabProps<File>) {
  const t = useT();
  const [language] = useLanguage();
  const online = useOnline();
  const removal = useFileRemoval(kind, project.id);
  const reload = useReloadProjectFiles(project.id);
  const editable = project.can.manageFiles;
  const deleteButton = (file: File) => {
    const name = nameOf(file);
    return <DeleteButton label={removal.actionLabel(name)} onClick={() => removal.ask({ id: file.id, name })} />;
  };
  return (
    <div className="stack files-tab">
      {editable ? null : (
        <Callout tone="neutral">
          <p>{translateMessage('project.filesNotEditable', language)}</p>
        </Callout>
      )}
      {files.length === 0 ? (
        <EmptyState>{t(TEXTS[kind].empty)}</EmptyState>
      ) : (
        <ul className="plain-list stack file-list" aria-label={t(TEXTS[kind].list)}>
          {files.map((file) => renderItem(file, editable ? deleteButton(file) : null))}
        </ul>
      )}
      {editable ? <FileUploadForm kind={kind} projectId={project.id} disabled={!online} onUploaded={() => void reload()} /> : null}
      {removal.dialog}
    </div>
  );
}

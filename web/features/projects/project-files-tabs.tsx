// The admin form's "Imágenes" and "Documentos" tabs (spec 001 §2): the project's files with their
// description and size, the main image marked (another image can take its place), removal after a
// confirmation, and the upload form.
// Files change only while the project is draft or active; otherwise the lists are read-only.
import { useState } from 'react';
import { IonIcon } from '@ionic/react';
import { starOutline, trashOutline } from 'ionicons/icons';
import { filesEditable, type Project, type ProjectDocument, type ProjectImage, type UploadKind } from '../../../core/projects';
import { formatFileSize } from '../../../core/format';
import { translateMessage } from '../../../core/messages';
import { useOnline } from '../../app/online-status';
import { Badge } from '../../components/badge';
import { Callout } from '../../components/callout';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { FileUploadForm } from './file-upload-form';
import { thumbnailUrl } from './image-sources';
import { ConfirmDialog } from '../../components/modal-dialog';
import { documentTitle } from './project-documents';
import { documentTypeLabel, writeFailure } from './project-labels';
import { useDeleteProjectFile, useMakeMainImage, useReloadProjectFiles } from './api/project-mutations';

const REMOVAL_TEXTS = {
  image: {
    title: 'projects.images.delete.title',
    text: 'projects.images.delete.text',
    done: 'projects.images.deleted',
    failed: 'projects.images.deleteFailed',
    action: 'projects.images.deleteNamed',
  },
  document: {
    title: 'projects.documents.delete.title',
    text: 'projects.documents.delete.text',
    done: 'projects.documents.deleted',
    failed: 'projects.documents.deleteFailed',
    action: 'projects.documents.deleteNamed',
  },
} as const;

interface FilesTabProps {
  project: Project;
}

/** Removal of one file, asked for with a confirmation dialog. */
function useRemoval(kind: UploadKind, projectId: string) {
  const t = useT();
  const toast = useToast();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const removal = useDeleteProjectFile(projectId);
  const texts = REMOVAL_TEXTS[kind];

  const confirm = () => {
    if (!target) return;
    removal.mutate(target.id, {
      onSuccess: () => toast.success(t(texts.done)),
      onError: (error) => toast.error(writeFailure(t, error, t(texts.failed))),
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

/** Another image becomes the main one: at once, nothing is lost, so nothing is asked. */
function useMainImageChange(projectId: string) {
  const t = useT();
  const toast = useToast();
  const main = useMakeMainImage(projectId);
  const change = (id: string) =>
    main.mutate(id, {
      onSuccess: () => toast.success(t('projects.images.mainChanged')),
      onError: (error) => toast.error(writeFailure(t, error, t('projects.images.mainFailed'))),
    });
  return { busy: main.isPending, change };
}

function ReadOnlyNote() {
  const [language] = useLanguage();
  return (
    <Callout tone="neutral">
      <p>{translateMessage('project.filesNotEditable', language)}</p>
    </Callout>
  );
}

/** Offline it stays in place, disabled: the notice at the top of the form says why. */
function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  const online = useOnline();
  return (
    <button type="button" className="project-row-action project-row-action--danger" aria-label={label} disabled={!online} onClick={onClick}>
      <IonIcon icon={trashOutline} aria-hidden="true" />
      {t('projects.delete.confirm')}
    </button>
  );
}

interface ImageItemProps {
  image: ProjectImage;
  editable: boolean;
  onDelete: () => void;
  deleteLabel: string;
  onMakeMain: () => void;
  makingMain: boolean;
}

function ImageItem({ image, editable, onDelete, deleteLabel, onMakeMain, makingMain }: ImageItemProps) {
  const t = useT();
  const online = useOnline();
  const name = image.description?.trim() || image.filename;
  return (
    <li className="file-item">
      <img className="file-item__thumb" src={thumbnailUrl(image)} alt="" width={96} height={60} loading="lazy" decoding="async" />
      <div className="file-item__info">
        <p className="file-item__title">
          {name}
          {image.is_main ? <Badge tone="success">{t('projects.images.main')}</Badge> : null}
        </p>
        <p className="file-item__meta">
          {image.filename} · {formatFileSize(image.file_size)}
        </p>
      </div>
      {editable ? (
        <div className="file-item__actions">
          {image.is_main ? null : (
            <button
              type="button"
              className="project-row-action"
              aria-label={t('projects.images.setMainNamed', { name })}
              disabled={!online || makingMain}
              onClick={onMakeMain}
            >
              <IonIcon icon={starOutline} aria-hidden="true" />
              {t('projects.images.setMain')}
            </button>
          )}
          <DeleteButton label={deleteLabel} onClick={onDelete} />
        </div>
      ) : null}
    </li>
  );
}

function DocumentItem({ document, editable, onDelete, deleteLabel }: { document: ProjectDocument; editable: boolean; onDelete: () => void; deleteLabel: string }) {
  const t = useT();
  return (
    <li className="file-item">
      <div className="file-item__info">
        <p className="file-item__title">
          <a href={document.url} target="_blank" rel="noopener">
            {documentTitle(document)}
            <span className="visually-hidden"> {t('projects.documents.newTab')}</span>
          </a>
        </p>
        <p className="file-item__meta">
          {documentTypeLabel(t, document.document_type)} · {document.filename} · {formatFileSize(document.file_size)}
        </p>
      </div>
      {editable ? <DeleteButton label={deleteLabel} onClick={onDelete} /> : null}
    </li>
  );
}

export function ImagesTab({ project }: FilesTabProps) {
  const t = useT();
  const online = useOnline();
  const removal = useRemoval('image', project.id);
  const main = useMainImageChange(project.id);
  const reload = useReloadProjectFiles(project.id);
  const editable = filesEditable(project.status);
  return (
    <div className="files-tab">
      {editable ? null : <ReadOnlyNote />}
      {project.images.length === 0 ? (
        <EmptyState>{t('projects.images.empty')}</EmptyState>
      ) : (
        <ul className="file-list" aria-label={t('projects.images.listLabel')}>
          {project.images.map((image) => {
            const name = image.description?.trim() || image.filename;
            return (
              <ImageItem
                key={image.id}
                image={image}
                editable={editable}
                deleteLabel={removal.actionLabel(name)}
                onDelete={() => removal.ask({ id: image.id, name })}
                onMakeMain={() => main.change(image.id)}
                makingMain={main.busy}
              />
            );
          })}
        </ul>
      )}
      {editable ? <FileUploadForm kind="image" projectId={project.id} disabled={!online} onUploaded={() => void reload()} /> : null}
      {removal.dialog}
    </div>
  );
}

export function DocumentsTab({ project }: FilesTabProps) {
  const t = useT();
  const online = useOnline();
  const removal = useRemoval('document', project.id);
  const reload = useReloadProjectFiles(project.id);
  const editable = filesEditable(project.status);
  return (
    <div className="files-tab">
      {editable ? null : <ReadOnlyNote />}
      {project.documents.length === 0 ? (
        <EmptyState>{t('projects.detail.documents.empty')}</EmptyState>
      ) : (
        <ul className="file-list" aria-label={t('projects.documents.listLabel')}>
          {project.documents.map((document) => {
            const name = documentTitle(document);
            return (
              <DocumentItem
                key={document.id}
                document={document}
                editable={editable}
                deleteLabel={removal.actionLabel(name)}
                onDelete={() => removal.ask({ id: document.id, name })}
              />
            );
          })}
        </ul>
      )}
      {editable ? <FileUploadForm kind="document" projectId={project.id} disabled={!online} onUploaded={() => void reload()} /> : null}
      {removal.dialog}
    </div>
  );
}

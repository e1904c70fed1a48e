// The document tab (spec 001 §2, §5 "KYC documents"): front, back and proof of residence, each taken
// with the camera (phones) or chosen as a file, checked here (JPG, PNG or PDF, 5 MB), then queued sealed
// on the device and sent with tus (web/offline/kyc-upload-queue.ts), so a weak or lost connection only
// delays it. Each line shows the queue's progress or the server's refusal, the stored copy ('Subido',
// with a preview) and, while the application is editable, replace and delete. An admin's request for a
// new copy shows on its document. All three must be stored to go on.
import { useId, useState, type ChangeEvent } from 'react';
import { Icon } from '../../components/icon';
import { alertCircleOutline, cameraOutline, documentAttachOutline, documentTextOutline, trashOutline } from 'ionicons/icons';
import { KYC_DOCUMENT_ACCEPT, KYC_DOCUMENT_TYPES, type KycDocument, type KycDocumentType } from '../../../core/kyc';
import { formatDate, formatFileSize } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { translateMessage } from '../../../core/messages';
import { failureMessage } from '../../api/failure-message';
import { useOnline } from '../../shell/online-status';
import { useMediaQuery } from '../../shell/use-media-query';
import { Badge } from '../../components/badge';
import { Button, buttonClass } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { ConfirmDialog } from '../../components/modal-dialog';
import { ProgressBar } from '../../components/progress-bar';
import { useToast } from '../../components/toasts/use-toast';
import type { MessageKey } from '../../i18n/catalogs';
import { useLanguage, useT } from '../../i18n/i18n';
import { cancelKycUpload, enqueueKycDocument, KycDocumentTooLarge, useKycUploadQueue, type QueuedUpload } from '../../offline/kyc-upload-queue';
import { useDeleteDocument } from './api/kyc-api';
import { allDocumentsUploaded, documentProblem, documentSlot, latestUploads, type DocumentSlot, type UploadView } from './kyc-documents';
import type { KnownApplication } from './kyc-form-values';
import { DOCUMENT_NAME_KEYS, replacementText } from '../../components/kyc-summary/kyc-labels';
import { StepButtons } from './kyc-step-parts';

/** Phones and tablets: a camera button beside the file button (`capture` alone would force the camera). */
const TOUCH_QUERY = '(pointer: coarse)';

function StoredDocument({ document, name }: { document: KycDocument; name: string }) {
  const t = useT();
  const [language] = useLanguage();
  const [failed, setFailed] = useState(false);
  const pdf = document.content_type === 'application/pdf';
  const meta = `${pdf ? 'PDF' : document.content_type === 'image/png' ? 'PNG' : 'JPG'} · ${formatFileSize(document.file_size, INTL_LOCALE[language])} · ${formatDate(document.uploaded_at, INTL_LOCALE[language])}`;
  return (
    <div className="stack kyc-doc__stored">
      {pdf ? (
        <a className="text-link kyc-doc__pdf" href={document.url} target="_blank" rel="noopener noreferrer">
          <Icon icon={documentTextOutline} />
          {t('kyc.doc.openPdf')}
        </a>
      ) : failed ? (
        <p className="row kyc-doc__image-error">
          <Icon icon={alertCircleOutline} />
          {t('kycSummary.document.imageError')}
        </p>
      ) : (
        <div className="document-preview">
          <img src={document.url} alt={t('kyc.doc.previewAlt', { name })} loading="lazy" onError={() => setFailed(true)} />
        </div>
      )}
      <p className="meta-text kyc-doc__meta">{meta}</p>
    </div>
  );
}

const UPLOAD_TEXTS: Record<Exclude<UploadView['state'], 'uploading' | 'failed' | 'done'>, MessageKey> = {
  queued: 'kyc.upload.queued',
  waiting: 'kyc.upload.waiting',
  processing: 'kyc.upload.processing',
};

function UploadLine({ type, view, upload, onDismiss }: { type: KycDocumentType; view: UploadView; upload: QueuedUpload; onDismiss: () => void }) {
  const t = useT();
  const cancellable = view.state === 'queued' || view.state === 'waiting' || view.state === 'uploading';
  return (
    <div className={`stack kyc-upload kyc-upload--${view.state}`} data-testid={`kyc-upload-${type}`} data-state={view.state}>
      {view.state === 'failed' ? (
        <AlertCallout>
          <p>{view.error ?? t('kyc.upload.failed')}</p>
        </AlertCallout>
      ) : (
        <p className="kyc-upload__text" role="status">
          {view.state === 'uploading' ? t('kyc.upload.uploading', { percent: view.percent }) : view.state === 'done' ? null : t(UPLOAD_TEXTS[view.state])}
          {upload.name ? <span className="kyc-upload__name"> · {upload.name}</span> : null}
        </p>
      )}
      {view.state === 'uploading' ? <ProgressBar label={t('kyc.upload.progressLabel', { name: upload.name })} value={view.percent} /> : null}
      {cancellable || view.state === 'failed' ? (
        <button type="button" className="link-button kyc-link-button" onClick={onDismiss}>
          {t(cancellable ? 'kyc.upload.cancel' : 'kyc.upload.dismiss')}
        </button>
      ) : null}
    </div>
  );
}

interface PickerProps {
  type: KycDocumentType;
  name: string;
  replacing: boolean;
  camera: boolean;
  onFile: (file: File) => void;
}

/** The drawn buttons are labels of inputs kept in the Tab order (visually hidden): keyboards and screen readers use the inputs. */
function FilePickers({ type, name, replacing, camera, onFile }: PickerProps) {
  const t = useT();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) is seen as a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  const photo = t(replacing ? 'kyc.doc.replacePhoto' : 'kyc.doc.takePhoto');
  const choose = t(replacing ? 'kyc.doc.replaceFile' : 'kyc.doc.chooseFile');
  return (
    <div className="cluster">
      {camera ? (
        <span className="kyc-picker">
          <input
            id={`${id}-camera`}
            className="visually-hidden file-input"
            type="file"
            accept={KYC_DOCUMENT_ACCEPT}
            capture="environment"
            aria-label={`${photo}: ${name}`}
            data-testid={`kyc-camera-${type}`}
            onChange={onChange}
          />
          <label htmlFor={`${id}-camera`} className={buttonClass('primary', 'dash-button--tall')} aria-hidden="true">
            <Icon icon={cameraOutline} />
            {photo}
          </label>
        </span>
      ) : null}
      <span className="kyc-picker">
        <input
          id={`${id}-file`}
          className="visually-hidden file-input"
          type="file"
          accept={KYC_DOCUMENT_ACCEPT}
          aria-label={`${choose}: ${name}`}
          data-testid={`kyc-file-${type}`}
          onChange={onChange}
        />
        <label htmlFor={`${id}-file`} className={buttonClass(camera ? 'secondary' : 'primary', 'dash-button--tall')} aria-hidden="true">
          <Icon icon={documentAttachOutline} />
          {choose}
        </label>
      </span>
    </div>
  );
}

interface DocumentCardProps {
  slot: DocumentSlot;
  upload: QueuedUpload | undefined;
  userId: string;
  applicationId: string | null;
  editable: boolean;
  camera: boolean;
}

function DocumentCard({ slot, upload, userId, applicationId, editable, camera }: DocumentCardProps) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const online = useOnline();
  const titleId = useId();
  const removal = useDeleteDocument(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = t(DOCUMENT_NAME_KEYS[slot.type]);
  const { document, replacement } = slot;

  const queue = (file: File) => {
    const refused = documentProblem(file);
    if (refused) return setProblem(translateMessage(refused, language));
    setProblem(null);
    enqueueKycDocument(userId, slot.type, file).catch((error: unknown) =>
      setProblem(error instanceof KycDocumentTooLarge ? translateMessage('kyc.documentTooLarge', language) : t('kyc.upload.failed')),
    );
  };

  const remove = () =>
    removal.mutate(
      { application_id: applicationId, document_type: slot.type },
      {
        onSuccess: () => toast.success(t('kyc.doc.deleted')),
        onError: (error) => toast.error(failureMessage(error, { refused: t('kyc.doc.deleteFailed'), offline: t('kyc.doc.deleteOffline'), thrown: t('kyc.doc.deleteFailed') })),
        onSettled: () => setConfirming(false),
      },
    );

  const replacementMessage = replacement && replacementText(t, replacement);
  return (
    <li className="panel stack kyc-doc" aria-labelledby={titleId} data-testid={`kyc-document-${slot.type}`} data-uploaded={document ? 'true' : 'false'}>
      <div className="cluster cluster--spread">
        <h2 id={titleId} className="kyc-doc__title">
          {name}
        </h2>
        {document ? <Badge tone="success">{t('kycSummary.document.uploaded')}</Badge> : <Badge tone="neutral">{t('kycSummary.document.pending')}</Badge>}
      </div>
      {replacementMessage ? (
        <Callout tone="danger" icon={alertCircleOutline}>
          <p>{t('kyc.doc.replacement', { reason: replacementMessage })}</p>
        </Callout>
      ) : null}
      {document ? <StoredDocument document={document} name={name} /> : null}
      {slot.upload && upload ? <UploadLine type={slot.type} view={slot.upload} upload={upload} onDismiss={() => void cancelKycUpload(upload.id)} /> : null}
      {slot.refusal ? (
        <AlertCallout>
          <p>{slot.refusal}</p>
        </AlertCallout>
      ) : null}
      {problem ? (
        <AlertCallout>
          <p>{problem}</p>
        </AlertCallout>
      ) : null}
      {editable ? (
        <div className="cluster">
          <FilePickers type={slot.type} name={name} replacing={!!document} camera={camera} onFile={queue} />
          {document ? (
            <Button variant="danger-outline" className="dash-button--tall" onClick={() => setConfirming(true)} disabled={!online} aria-label={t('kyc.doc.deleteNamed', { name })}>
              <Icon icon={trashOutline} />
              {t('kyc.doc.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('kyc.doc.deleteTitle')}
          message={t('kyc.doc.deleteText', { name })}
          confirmLabel={t('kyc.doc.delete')}
          busyLabel={t('kyc.doc.deleting')}
          busy={removal.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

interface DocumentsTabProps {
  userId: string;
  application: KnownApplication;
  editable: boolean;
  onNext: () => void;
  onPrevious: () => void;
}

export function KycDocumentsTab({ userId, application, editable, onNext, onPrevious }: DocumentsTabProps) {
  const t = useT();
  const online = useOnline();
  const camera = useMediaQuery(TOUCH_QUERY);
  const uploads = latestUploads(useKycUploadQueue(userId));
  const ready = !editable || allDocumentsUploaded(application);
  const waiting = KYC_DOCUMENT_TYPES.some((type) => !application?.documents[type] && uploads[type] && uploads[type].state !== 'failed');
  return (
    <div className="stack">
      <p className="kyc-documents__hint" id="kyc-documents-hint">
        {t('kyc.doc.hint')}
      </p>
      <ul className="plain-list column-grid column-grid--3">
        {KYC_DOCUMENT_TYPES.map((type) => (
          <DocumentCard
            key={type}
            slot={documentSlot(type, application, uploads[type], online)}
            upload={uploads[type]}
            userId={userId}
            applicationId={application?.id ?? null}
            editable={editable}
            camera={camera}
          />
        ))}
      </ul>
      <StepButtons
        onPrevious={onPrevious}
        note={ready ? null : <p className="field__hint" id="kyc-documents-missing">{t(waiting ? 'kyc.doc.waitingToContinue' : 'kyc.doc.allRequired')}</p>}
      >
        <Button variant="primary" onClick={onNext} disabled={!ready} aria-describedby={ready ? undefined : 'kyc-documents-missing'}>
          {t('kyc.next')}
        </Button>
      </StepButtons>
    </div>
  );
}

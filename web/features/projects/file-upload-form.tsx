// Adding an image or a document to a project (spec 001 §2, §5, §7): the file, its description, and for
// an image whether it becomes the main one, for a document its category. Checked here first with the
// server's rules; sent with a progress bar that can be cancelled; failures stay on screen.
import { useId, useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_TYPES, type DocumentType, type UploadKind } from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { Button, buttonClass } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { useToast } from '../../components/toasts/use-toast';
import { Checkbox, Select, TextInput } from '../../components/field';
import { useLanguage, useT, type Translate } from '../../i18n/i18n';
import { documentTypeLabel } from './project-labels';
import { ACCEPT, uploadProblem } from './upload-checks';
import { UploadError, uploadProjectFile, type UploadFailure } from './api/upload-file';

function failureText(t: Translate, failure: UploadFailure): string {
  switch (failure.reason) {
    case 'network':
      return t('projects.upload.network');
    case 'cancelled':
      return t('projects.upload.cancelled');
    case 'unreadable':
      return t('projects.upload.unreadable');
    case 'refused':
      return t('projects.upload.refused', { message: failure.message });
    case 'server':
      return t('projects.upload.server', { status: failure.status, text: failure.statusText });
  }
}

const TEXTS = {
  image: { title: 'projects.images.add', file: 'projects.images.file', submit: 'projects.images.upload', done: 'projects.images.uploaded', failed: 'projects.images.uploadFailed' },
  document: { title: 'projects.documents.add', file: 'projects.documents.file', submit: 'projects.documents.upload', done: 'projects.documents.uploaded', failed: 'projects.documents.uploadFailed' },
} as const;

interface FileUploadFormProps {
  kind: UploadKind;
  projectId: string;
  /** Offline, or the project no longer takes files. */
  disabled: boolean;
  onUploaded: () => void;
}

export function FileUploadForm({ kind, projectId, disabled, onUploaded }: FileUploadFormProps) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [isMain, setIsMain] = useState(false);
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const texts = TEXTS[kind];
  const uploading = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = uploadProblem(kind, file, documentType);
    if (problem) return setError(translateMessage(problem, language));
    if (!file) return;
    setError(null);
    setProgress(0);
    controller.current = new AbortController();
    try {
      await uploadProjectFile(
        { file, projectId, description: description.trim(), documentType: kind === 'image' ? 'image' : (documentType as DocumentType), isMain },
        { onProgress: setProgress, signal: controller.current.signal },
      );
      toast.success(t(texts.done));
      setFile(null);
      setDescription('');
      setIsMain(false);
      setDocumentType('');
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (failure) {
      setError(failure instanceof UploadError ? failureText(t, failure.failure) : t(texts.failed));
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

  const percentDone = Math.round((progress ?? 0) * 100);
  return (
    <form className="upload-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="section-title upload-form__title">
        {t(texts.title)}
      </h2>
      <fieldset className="stack stack--halves upload-form__fields" disabled={disabled || uploading}>
        <div className="field">
          <label htmlFor={`${id}-file`} className="field__label">{t(texts.file)}</label>
          {/* The browser's own file button speaks the browser's language, not the page's: it stays
              in place for keyboards and screen readers, drawn as the button and file name below. */}
          <div className="cluster file-picker">
            <input
              ref={fileRef}
              id={`${id}-file`}
              className="visually-hidden file-input"
              type="file"
              accept={ACCEPT[kind]}
              aria-describedby={`${id}-chosen ${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <label htmlFor={`${id}-file`} className={buttonClass('secondary', 'file-picker__button')}>
              {t('projects.files.choose')}
            </label>
            <span id={`${id}-chosen`} className="meta-text file-picker__name">
              {file ? file.name : t('projects.files.none')}
            </span>
          </div>
          <p id={`${id}-hint`} className="field__hint">
            {t(kind === 'image' ? 'projects.images.hint' : 'projects.documents.hint')}
          </p>
        </div>
        {kind === 'document' ? (
          <div className="field">
            <label htmlFor={`${id}-type`} className="field__label">{t('projects.documents.type')}</label>
            <Select
              id={`${id}-type`}
              value={documentType}
              placeholder={t('projects.documents.chooseType')}
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: documentTypeLabel(t, type) }))}
              onChange={(event) => setDocumentType(DOCUMENT_TYPES.find((type) => type === event.target.value) ?? '')}
            />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-description`} className="field__label">{t('projects.files.description')}</label>
          <TextInput id={`${id}-description`} type="text" maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
        {kind === 'image' ? (
          <Checkbox id={`${id}-main`} label={t('projects.images.makeMain')} checked={isMain} onChange={(event) => setIsMain(event.target.checked)} />
        ) : null}
        <div className="upload-form__actions">
          <Button type="submit" variant="primary">
            {uploading ? t('projects.upload.uploading') : t(texts.submit)}
          </Button>
        </div>
      </fieldset>
      {uploading ? (
        <div className="row upload-progress">
          <ProgressBar label={t('projects.upload.progress')} value={percentDone} />
          <span className="upload-progress__value">{percentDone} %</span>
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            {t('projects.upload.cancel')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

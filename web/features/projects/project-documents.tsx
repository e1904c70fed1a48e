// A project's documents for reading (spec 001 §2 "Documents are read-only for investors"): category,
// title, size in base 1024, and links to open or download each one.
import type { ProjectDocument } from '../../../core/projects';
import { formatFileSize } from '../../../core/format';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../i18n/i18n';
import { documentTypeLabel } from './project-labels';

export function documentTitle(document: Pick<ProjectDocument, 'description' | 'filename'>): string {
  return document.description?.trim() || document.filename;
}

export function ProjectDocuments({ documents }: { documents: ProjectDocument[] }) {
  const t = useT();
  if (documents.length === 0) return <EmptyState>{t('projects.detail.documents.empty')}</EmptyState>;
  return (
    <ul className="plain-list stack file-list">
      {documents.map((document) => {
        const title = documentTitle(document);
        return (
          <li key={document.id} className="panel cluster file-item">
            <div className="file-item__info">
              <p className="file-item__title">
                <a href={document.url} target="_blank" rel="noopener">
                  {title}
                  <span className="visually-hidden"> {t('projects.documents.newTab')}</span>
                </a>
              </p>
              <p className="meta-text file-item__meta">
                {documentTypeLabel(t, document.document_type)} · {formatFileSize(document.file_size)}
              </p>
            </div>
            <a href={document.url} download={document.filename} className={buttonClass('secondary', 'dash-button--small dash-button--tall')} aria-label={t('projects.documents.downloadNamed', { name: title })}>
              {t('projects.documents.download')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

// One document in the admin form's "Documentos" tab: its title opening it in a new tab, category, file
// name and size; while the files may change, the delete button.
import type { ReactNode } from 'react';
import type { ProjectDocument } from '../../../core/projects';
import { formatFileSize } from '../../../core/format';
import { useT } from '../../i18n/i18n';
import { documentTitle } from './project-documents';
import { documentTypeLabel } from './project-labels';

export function DocumentItem({ document, deleteButton }: { document: ProjectDocument; deleteButton: ReactNode | null }) {
  const t = useT();
  return (
    <li className="panel cluster file-item">
      <div className="file-item__info">
        <p className="cluster file-item__title">
          <a href={document.url} target="_blank" rel="noopener">
            {documentTitle(document)}
            <span className="visually-hidden"> {t('projects.documents.newTab')}</span>
          </a>
        </p>
        <p className="meta-text file-item__meta">
          {documentTypeLabel(t, document.document_type)} · {document.filename} · {formatFileSize(document.file_size)}
        </p>
      </div>
      {deleteButton}
    </li>
  );
}

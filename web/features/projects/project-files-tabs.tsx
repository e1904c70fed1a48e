// The admin form's "Imágenes" and "Documentos" tabs (spec 001 §2): one files-tab frame (files-tab.tsx)
// around the project's images (the main one marked, another can take its place) or its documents.
import type { Project } from '../../../core/projects';
import { useT } from '../../i18n/i18n';
import { DocumentItem } from './document-item';
import { FilesTab } from './files-tab';
import { ImageItem, imageName, useMainImageChange } from './image-item';
import { documentTitle } from './project-documents';

export function ImagesTab({ project }: { project: Project }) {
  const t = useT();
  const main = useMainImageChange(project.id);
  return (
    <FilesTab
      project={project}
      kind="image"
      files={project.images}
      nameOf={imageName}
      emptyText={t('projects.images.empty')}
      listLabel={t('projects.images.listLabel')}
      renderItem={(image, deleteButton) => (
        <ImageItem key={image.id} image={image} deleteButton={deleteButton} onMakeMain={() => main.change(image.id)} makingMain={main.busy} />
      )}
    />
  );
}

export function DocumentsTab({ project }: { project: Project }) {
  const t = useT();
  return (
    <FilesTab
      project={project}
      kind="document"
      files={project.documents}
      nameOf={documentTitle}
      emptyText={t('projects.detail.documents.empty')}
      listLabel={t('projects.documents.listLabel')}
      renderItem={(document, deleteButton) => <DocumentItem key={document.id} document={document} deleteButton={deleteButton} />}
    />
  );
}

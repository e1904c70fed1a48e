// The admin form's "Imágenes" and "Documentos" tabs (spec 001 §2): one files-tab frame (files-tab.tsx)
// around the project's images (the main one marked, another can take its place) or its documents.
import type { ReactNode } from 'react';
import type { Project, ProjectDocument } from '../../../core/projects';
import { DocumentItem } from './document-item';
import { FilesTab } from './files-tab';
import { ImageItem, imageName, useMainImageChange } from './image-item';
import { documentTitle } from './project-documents';

export function ImagesTab({ project }: { project: Project }) {
  const main = useMainImageChange(project.id);
  return (
    <FilesTab
      project={project}
      kind="image"
      files={project.images}
      nameOf={imageName}
      renderItem={(image, deleteButton) => (
        <ImageItem key={image.id} image={image} deleteButton={deleteButton} onMakeMain={() => main.change(image.id)} makingMain={main.busy} />
      )}
    />
  );
}

export function DocumentsTab({ project }: { project: Project }) {
  const item = (document: ProjectDocument, deleteButton: ReactNode) => <DocumentItem key={document.id} document={document} deleteButton={deleteButton} />;
  return <FilesTab project={project} kind="document" files={project.documents} nameOf={documentTitle} renderItem={item} />;
}

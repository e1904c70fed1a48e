// One image in the admin form's "Imágenes" tab: thumbnail, name, the main image's badge, file name and
// size; while the files may change, "Hacer principal" (for any other image) and the delete button.
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icon';
import { starOutline } from 'ionicons/icons';
import type { ProjectImage } from '../../../core/projects';
import { formatFileSize } from '../../../core/format';
import { useOnline } from '../../shell/online-status';
import { Badge } from '../../components/badge';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useMakeMainImage } from './api/project-mutations';
import { thumbnailUrl } from './image-sources';
import { writeFailure } from './project-labels';

export function imageName(image: Pick<ProjectImage, 'description' | 'filename'>): string {
  return image.description?.trim() || image.filename;
}

/** Another image becomes the main one: at once, nothing is lost, so nothing is asked. */
export function useMainImageChange(projectId: string) {
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

interface ImageItemProps {
  image: ProjectImage;
  /** Given while the files may change. */
  deleteButton: ReactNode | null;
  onMakeMain: () => void;
  makingMain: boolean;
}

export function ImageItem({ image, deleteButton, onMakeMain, makingMain }: ImageItemProps) {
  const t = useT();
  const online = useOnline();
  const name = imageName(image);
  return (
    <li className="panel cluster file-item">
      <img className="file-item__thumb" src={thumbnailUrl(image)} alt="" width={96} height={60} loading="lazy" decoding="async" />
      <div className="file-item__info">
        <p className="cluster file-item__title">
          {name}
          {image.is_main ? <Badge tone="success">{t('projects.images.main')}</Badge> : null}
        </p>
        <p className="meta-text file-item__meta">
          {image.filename} · {formatFileSize(image.file_size)}
        </p>
      </div>
      {deleteButton ? (
        <div className="cluster file-item__actions">
          {image.is_main ? null : (
            <button
              type="button"
              className={buttonClass('secondary', 'dash-button--small')}
              aria-label={t('projects.images.setMainNamed', { name })}
              disabled={!online || makingMain}
              onClick={onMakeMain}
            >
              <Icon icon={starOutline} />
              {t('projects.images.setMain')}
            </button>
          )}
          {deleteButton}
        </div>
      ) : null}
    </li>
  );
}

// One project for the investor detail, network first: a fresh answer is kept for this user; when the BFF
// cannot be reached the kept copy shows with its date. A 404 is "Project not found", never an old copy.
import { useEffect, useState } from 'react';
import type { Project } from '../../../core/projects';
import { ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import { useT } from '../../i18n/i18n';
import { networkFirst } from '../../offline/network-first';
import { readProject, saveProject } from '../../offline/saved-projects';
import { fetchProject } from './projects-api';

export type Detail =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; project: Project; savedAt: string | null };

export function useProjectDetail(userId: string, id: string): Detail {
  const t = useT();
  const [loaded, setLoaded] = useState<{ id: string; detail: Detail }>({ id, detail: { state: 'loading' } });
  useEffect(() => {
    let current = true;
    networkFirst({
      fetch: () => fetchProject(id),
      save: (project, savedAt) => saveProject(userId, project, savedAt),
      readSaved: async () => {
        const saved = await readProject(userId, id);
        return saved && { value: saved.project, savedAt: saved.savedAt };
      },
    }).then(
      ({ value, savedAt }) => current && setLoaded({ id, detail: { state: 'ready', project: value, savedAt } }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) return setLoaded({ id, detail: { state: 'missing' } });
        const message = failureMessage(error, { refused: t('projects.detail.error.generic'), offline: t('catalog.error.offline') });
        setLoaded({ id, detail: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, userId, t]);
  return loaded.id === id ? loaded.detail : { state: 'loading' };
}

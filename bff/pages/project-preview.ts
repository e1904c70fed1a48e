// Who is asking for a project's page, and what of the project the page may carry (core/project-preview.ts):
// the session cookie read as /api reads it, the project read as GET /api/projects/:id reads it (the
// projects service, so the same visibility rule: one's own brand's published projects, every project
// for an admin; then its presenter). Anyone else, a blocked account (core/project-preview.ts says why),
// or an address that names no such project, gets the skeleton that carries nothing.
import type { Context } from 'koa';
import { kycState, type KycState } from '../../core/kyc-status';
import { isBlocked } from '../../core/users';
import type { PreviewImages } from '../../core/project-preview';
import { isUuid } from '../../core/uuid';
import type { Db } from '../../db/knex';
import { requestSession } from '../auth/request-session';
import { HttpError } from '../errors';
import { projectAnswerPermissions } from '../policies/projects';
import { presentProject } from '../presenters/project';
import type { ProjectService } from '../services/projects';

export interface PreviewSubject {
  id: string;
  name: string;
  description: string | null;
  kyc: KycState;
  status: string;
  type: string | null;
  images: PreviewImages;
  terms: boolean;
}

export type PreviewReader = (ctx: Context, projectId: string) => Promise<PreviewSubject | null>;

/** The service's refusal to show a project is, for a page, the skeleton; anything else is a fault. */
const unlessHidden = (err: unknown): null => {
  if (err instanceof HttpError && err.code === 'project_not_found') return null;
  throw err;
};

export function projectPreviewReader(db: Db, projects: Pick<ProjectService, 'get'>): PreviewReader {
  return async (ctx, projectId) => {
    // The API's schema refuses such an id before the service sees it; here it is simply no project.
    if (!isUuid(projectId)) return null;
    const user = (await requestSession(db, ctx))?.user;
    if (!user || isBlocked(user)) return null;
    const found = await projects.get(user, projectId).catch(unlessHidden);
    if (!found) return null;
    const project = presentProject(found, projectAnswerPermissions(user, found.project, found.committedCents));
    const images = project.images.length;
    return {
      id: project.id,
      name: project.name,
      description: project.description ?? null,
      kyc: kycState(user.kyc_status),
      status: project.status,
      type: project.project_type ?? null,
      images: images === 0 ? 'none' : images === 1 ? 'one' : 'many',
      terms: Boolean(project.investment_terms),
    };
  };
}

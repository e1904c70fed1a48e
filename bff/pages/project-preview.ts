// Who is asking for a project's page, and what of the project the page may carry (core/project-preview.ts):
// the session cookie read as /api reads it, the project by the same rule as GET /api/projects/:id
// (canSeeProject: one's own brand's published projects, every project for an admin). Anyone else, a
// blocked account (core/project-preview.ts says why), or an address that names no such project, gets
// the skeleton that carries nothing.
import type { Context } from 'koa';
import { kycState, type KycState } from '../../core/kyc-status';
import { isBlocked } from '../../core/users';
import type { PreviewImages } from '../../core/project-preview';
import { isUuid } from '../../core/uuid';
import type { Db } from '../../db/knex';
import { findProject } from '../../db/queries/projects';
import { countProjectImages } from '../../db/queries/project-files';
import { requestSession } from '../auth/request-session';
import { canSeeProject } from '../policies/projects';

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

export function projectPreviewReader(db: Db): PreviewReader {
  return async (ctx, projectId) => {
    if (!isUuid(projectId)) return null;
    const user = (await requestSession(db, ctx))?.user;
    if (!user || isBlocked(user)) return null;
    const project = await findProject(db, projectId);
    if (!project || !canSeeProject(user, project)) return null;
    const images = await countProjectImages(db, project.id);
    return {
      id: project.id,
      name: project.name,
      description: project.description,
      kyc: kycState(user.kyc_status),
      status: project.status,
      type: project.project_type,
      images: images === 0 ? 'none' : images === 1 ? 'one' : 'many',
      terms: Boolean(project.investment_terms),
    };
  };
}

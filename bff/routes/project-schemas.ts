// What the project routes accept, one `{ params, query, body }` schema per route (bff/http/route.ts).
// Bodies are core's schemas, the same the web forms validate with.
import * as v from 'valibot';
import { pageCursor, pageLimit } from './list-query';
import { DomainFilterSchema } from '../../core/domain-filter';
import {
  IMAGE_VARIANT_WIDTHS,
  PROJECT_STATUSES,
  ProjectFileFieldsSchema,
  ProjectFileUpdateSchema,
  ProjectSaveSchema,
} from '../../core/projects';

const ProjectIdParams = v.object({ id: v.pipe(v.string(), v.uuid('project.notFound')) });
const FileIdParams = v.object({ id: v.pipe(v.string(), v.uuid('project.fileNotFound')) });

export const ListProjects = {
  query: v.object({
    admin: v.optional(v.picklist(['true', 'false'], 'project.listAdminInvalid')),
    domain: v.optional(DomainFilterSchema),
    status: v.optional(v.picklist(PROJECT_STATUSES, 'project.listStatusInvalid')),
    limit: pageLimit('project.listLimitInvalid'),
    cursor: pageCursor('project.cursorInvalid'),
  }),
};

export const GetProject = { params: ProjectIdParams };
export const SaveProject = { body: ProjectSaveSchema };
export const DeleteProject = { params: ProjectIdParams };

export const GetProjectFile = {
  params: FileIdParams,
  query: v.object({
    w: v.optional(v.pipe(v.string('project.fileWidthInvalid'), v.transform(Number), v.picklist(IMAGE_VARIANT_WIDTHS, 'project.fileWidthInvalid'))),
  }),
};
export const UploadProjectFile = { body: ProjectFileFieldsSchema };
export const UpdateProjectFile = { params: FileIdParams, body: ProjectFileUpdateSchema };
export const DeleteProjectFile = { params: FileIdParams };

// Project rows → the API shapes of core/projects.ts. Cents and basis points become euros and percent
// exactly (integer ÷ 100); dates stay YYYY-MM-DD.
import {
  fundingPercentage,
  isPublishable,
  type Project,
  type ProjectDocument,
  type ProjectFields,
  type ProjectImage,
  type ProjectSummary,
} from '../../core/projects';
import type { DbProjectFileRow, DbProjectRow } from '../../db/tables';
import type { ProjectListRow } from '../../db/queries/projects';

const hundredths = (value: number | null) => (value === null ? null : value / 100);
const fileUrl = (id: string) => `/api/projects/files/${id}`;

/** The editable fields as the API and the rules in core/ see them. */
export function projectFields(row: DbProjectRow): ProjectFields {
  return {
    name: row.name,
    description: row.description,
    project_type: row.project_type,
    website: row.website,
    total_funding: hundredths(row.total_funding_cents),
    duration: row.duration_months,
    modality: row.modality,
    annual_return: hundredths(row.annual_return_bp),
    total_return: hundredths(row.total_return_bp),
    token_value: hundredths(row.token_value_cents),
    min_investment: hundredths(row.min_investment_cents),
    max_investment: hundredths(row.max_investment_cents),
    start_date: row.start_date,
    end_date: row.end_date,
    investment_terms: row.investment_terms,
  };
}

/** Euros raised so far: investments arrive with the investments issue; until then nothing is raised. */
const RAISED_CENTS = 0;

function presentImage(file: DbProjectFileRow): ProjectImage {
  return {
    id: file.id,
    filename: file.filename,
    file_size: file.file_size,
    description: file.description,
    is_main: file.is_main,
    url: fileUrl(file.id),
    width: null,
    height: null,
    variants: [],
  };
}

function presentDocument(file: DbProjectFileRow): ProjectDocument {
  return {
    id: file.id,
    filename: file.filename,
    file_size: file.file_size,
    description: file.description,
    document_type: file.document_type,
    url: fileUrl(file.id),
  };
}

export function presentProject(row: DbProjectRow, files: DbProjectFileRow[]): Project {
  const fields = projectFields(row);
  const images = files.filter((file) => file.kind === 'image').map(presentImage);
  const main = images.find((image) => image.is_main) ?? images[0];
  return {
    ...fields,
    id: row.id,
    domain_id: row.domain_id as 1 | 2,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    image_url: main?.url ?? null,
    images,
    documents: files.filter((file) => file.kind === 'document').map(presentDocument),
    canBePublished: isPublishable(fields),
    current_funding: RAISED_CENTS / 100,
    funding_percentage: fundingPercentage(RAISED_CENTS, row.total_funding_cents ?? 0),
  };
}

export function presentProjectSummary(row: ProjectListRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    domain_id: row.domain_id as 1 | 2,
    status: row.status,
    project_type: row.project_type,
    modality: row.modality,
    total_funding: hundredths(row.total_funding_cents),
    annual_return: hundredths(row.annual_return_bp),
    min_investment: hundredths(row.min_investment_cents),
    duration: row.duration_months,
    created_at: row.created_at.toISOString(),
    image: row.main_image_id
      ? { url: fileUrl(row.main_image_id), srcset: `${fileUrl(row.main_image_id)} 1x`, width: null, height: null, alt: row.main_image_description ?? row.name }
      : null,
    current_funding: RAISED_CENTS / 100,
    funding_percentage: fundingPercentage(RAISED_CENTS, row.total_funding_cents ?? 0),
  };
}

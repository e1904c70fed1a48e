// Project rows → the API shapes of core/projects.ts. Cents and basis points become euros and percent
// exactly (integer ÷ 100); dates stay YYYY-MM-DD.
import { fundingSummary } from '../../core/investments';
import {
  isPublishable,
  type Project,
  type ProjectDocument,
  type ImageVariantWidth,
  type ProjectImage,
  type ProjectImageVariant,
  type ProjectPermissions,
  type ProjectSummary,
} from '../../core/projects';
import type { DbProjectFileRow } from '../../db/tables';
import type { ProjectListRow } from '../../db/queries/projects';
import { fromHundredths, projectFieldsFromRow } from '../../db/mappings/projects';
import type { ProjectDetail } from '../services/projects';

const fileUrl = (id: string) => `/api/projects/files/${id}`;
const variantUrl = (id: string, width: number) => `${fileUrl(id)}?w=${width}`;
/** The card's own width: a 480 variant covers a phone's card at 2x and a tablet's at 1x. */
const CARD_WIDTH = 480;
/** The detail's hero (image_url) and the legacy single-image field. */
const DETAIL_WIDTH = 960;

const variantsOf = (id: string, widths: readonly number[]): ProjectImageVariant[] =>
  (widths as ImageVariantWidth[]).map((width) => ({ width, url: variantUrl(id, width) }));

/** A variant of that width when one was made (the original was at least as wide), else the original. */
const sizedUrl = (id: string, widths: readonly number[], width: number) => (widths.includes(width) ? variantUrl(id, width) : fileUrl(id));

/** Every width the browser may pick from; the original joins only when it is wider than every variant. */
function srcset(id: string, widths: readonly number[], originalWidth: number | null): string {
  const candidates = widths.map((width) => `${variantUrl(id, width)} ${width}w`);
  if (originalWidth && originalWidth > Math.max(0, ...widths)) candidates.push(`${fileUrl(id)} ${originalWidth}w`);
  // An image stored before its size was recorded: the original alone.
  return candidates.join(', ') || fileUrl(id);
}

/** What an image and a document both show of their file. */
const presentFile = (file: DbProjectFileRow) => ({
  id: file.id,
  filename: file.filename,
  file_size: file.file_size,
  description: file.description,
  url: fileUrl(file.id),
});

function presentImage(file: DbProjectFileRow): ProjectImage {
  return {
    ...presentFile(file),
    is_main: file.is_main,
    width: file.width,
    height: file.height,
    variants: variantsOf(file.id, file.variant_widths),
  };
}

function presentDocument(file: DbProjectFileRow): ProjectDocument {
  return { ...presentFile(file), document_type: file.document_type };
}

/** The funding summary's figures (core's one rule); total_funding stays the project's own field, null when unset. */
function funding(totalCents: number | null, committedCents: number) {
  const { current_funding, remaining_funding, funding_percentage } = fundingSummary(totalCents ?? 0, committedCents);
  return { current_funding, remaining_funding, funding_percentage };
}

/** `committedCents`: the amounts of the project's investments that are not rejected (reserved or raised). */
export function presentProject({ project: row, files, committedCents, token }: ProjectDetail, can: Project['can']): Project {
  const fields = projectFieldsFromRow(row);
  const imageRows = files.filter((file) => file.kind === 'image');
  const main = imageRows.find((image) => image.is_main) ?? imageRows[0];
  return {
    ...fields,
    id: row.id,
    domain_id: row.domain_id as 1 | 2,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    image_url: main ? sizedUrl(main.id, main.variant_widths, DETAIL_WIDTH) : null,
    images: imageRows.map(presentImage),
    documents: files.filter((file) => file.kind === 'document').map(presentDocument),
    canBePublished: isPublishable(fields),
    ...funding(row.total_funding_cents, committedCents),
    terms_fixed: committedCents > 0,
    can,
    // GET /api/projects/:id names the unblock waiting on it; a project being saved is not blocked.
    pending_approval: null,
    token,
  };
}

function presentCardImage(row: ProjectListRow, id: string): NonNullable<ProjectSummary['image']> {
  const widths = row.main_image_variant_widths ?? [];
  return {
    url: sizedUrl(id, widths, CARD_WIDTH),
    srcset: srcset(id, widths, row.main_image_width),
    width: row.main_image_width,
    height: row.main_image_height,
    alt: row.main_image_description ?? row.name,
  };
}

export function presentProjectSummary(row: ProjectListRow, can?: ProjectPermissions): ProjectSummary {
  const { current_funding, funding_percentage } = funding(row.total_funding_cents, row.committed_cents);
  return {
    id: row.id,
    name: row.name,
    domain_id: row.domain_id as 1 | 2,
    status: row.status,
    project_type: row.project_type,
    modality: row.modality,
    total_funding: fromHundredths(row.total_funding_cents),
    annual_return: fromHundredths(row.annual_return_bp),
    min_investment: fromHundredths(row.min_investment_cents),
    duration: row.duration_months,
    created_at: row.created_at.toISOString(),
    image: row.main_image_id ? presentCardImage(row, row.main_image_id) : null,
    current_funding,
    funding_percentage,
    ...(can ? { can } : {}),
  };
}

export const presentProjectFile = (file: DbProjectFileRow): ProjectImage | ProjectDocument =>
  file.kind === 'image' ? presentImage(file) : presentDocument(file);

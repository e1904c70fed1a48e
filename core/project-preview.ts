// A project's page as the BFF sends it to a signed-in visitor who may see the project: the members'
// skeleton with the project's name, badges and description already in it, so a phone paints the text
// before any script has run. The build renders that page once per brand layout and language with a
// placeholder in every value (web/features/projects/project-preview.tsx), and writes beside it the
// badges' texts and tones in that language (the same labels the screen shows); the BFF puts the
// project's values in (bff/pages/project-preview.ts), escaped, and picks each badge from that table.
// Only an active account's page carries it: for a blocked one the shell draws its notice above the
// content, which would move the text down once the app runs.
import type { KycState } from './kyc-status';
import { escapeHtml } from './prerender-brand';

/** The attribute the preview's root carries, with the project's id: the app keeps that markup on screen until the screen replaces it. */
export const PREVIEW_ATTRIBUTE = 'data-project-preview';

export interface PreviewBadge {
  text: string;
  tone: string;
}

export interface PreviewLabels {
  kyc: Record<KycState, PreviewBadge>;
  /** An active account's: a blocked one's page carries no preview. */
  account: PreviewBadge;
  status: Record<string, PreviewBadge>;
  /** By project type; `none` for a project without one. */
  type: Record<string, PreviewBadge>;
  /** What the description tab says when there is none. */
  noDescription: string;
}

/** How many images the gallery shows: none (no gallery), one (no buttons) or more. */
export type PreviewImages = 'none' | 'one' | 'many';

export interface PreviewValues {
  id: string;
  name: string;
  description: string;
  badges: readonly [PreviewBadge, PreviewBadge, PreviewBadge, PreviewBadge];
  images: PreviewImages;
  /** Whether the project has investment terms (their tab). */
  terms: boolean;
}

const SLOT_NAMES = ['id', 'name', 'description', 'images', 'terms', 'badge0', 'tone0', 'badge1', 'tone1', 'badge2', 'tone2', 'badge3', 'tone3'] as const;
type SlotName = (typeof SLOT_NAMES)[number];

// Letters and digits only, so React writes them unchanged in text and attributes.
const slot = (name: SlotName) => `project-slot-${name}-end`;
const SLOT_PATTERN = /project-slot-([a-zA-Z0-9]+)-end/g;

/** The placeholders the build renders the preview with. */
export const PREVIEW_SLOTS = Object.fromEntries(SLOT_NAMES.map((name) => [name, slot(name)])) as Record<SlotName, string>;

/** The badges in the screen's order: KYC, account, the project's status, its type. */
export function previewBadges(labels: PreviewLabels, kyc: KycState, status: string, type: string | null): PreviewValues['badges'] {
  const pick = (table: Record<string, PreviewBadge>, key: string): PreviewBadge => table[key] ?? { text: key, tone: 'neutral' };
  return [labels.kyc[kyc], labels.account, pick(labels.status, status), pick(labels.type, type ?? 'none')];
}

/** The page with every placeholder replaced by its value, escaped for HTML text and attributes alike. */
export function fillPreview(html: string, values: PreviewValues): string {
  const filled: Record<SlotName, string> = {
    id: values.id,
    name: values.name,
    description: values.description,
    images: values.images,
    terms: values.terms ? 'yes' : 'no',
    ...(Object.fromEntries(values.badges.flatMap((badge, i) => [[`badge${i}`, badge.text], [`tone${i}`, badge.tone]])) as Record<`badge${0 | 1 | 2 | 3}` | `tone${0 | 1 | 2 | 3}`, string>),
  };
  return html.replace(SLOT_PATTERN, (whole, name: string) => (name in filled ? escapeHtml(filled[name as SlotName]) : whole));
}

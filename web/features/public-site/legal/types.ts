// The shape of a legal text: a title, when it was last revised, and sections of paragraphs and lists.
import type { Brand } from '../../../../core/brand';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalText {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

/** Each legal text is written per language and filled in with the brand's legal identity. */
export type LegalTextSource = Record<'es' | 'en', (brand: Brand) => LegalText>;

export const LAST_REVISED = '2026-11-01';

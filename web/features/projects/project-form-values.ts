// The admin project form's data rules (spec 001 §2 "Admin project form", §9): its tabs, what a new form
// starts with, a saved project as form values, the save request, and which buttons the form offers.
import type * as v from 'valibot';
import {
  NEW_PROJECT_DEFAULTS,
  type Project,
  type ProjectFields,
  type ProjectFieldsSchema,
  type ProjectSaveInput,
  type ProjectPermissions,
} from '../../../core/projects';

/** The form's tabs, in order: the fields, then the files once the project exists. */
export const EDITOR_TABS = ['basic', 'financing', 'terms', 'images', 'documents'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** What a just-created project hands to its own edit address: the tab it was saved from. */
export interface CreatedState {
  tab: EditorTab;
}

/** What the inputs hold: every field present, null when empty (so "typed then cleared" is not a change). */
export type ProjectFormValues = v.InferInput<typeof ProjectFieldsSchema>;
export type ProjectField = keyof ProjectFormValues;

const EMPTY: Required<ProjectFormValues> = {
  name: '',
  description: null,
  project_type: null,
  website: null,
  total_funding: null,
  duration: null,
  modality: null,
  annual_return: null,
  total_return: null,
  token_value: null,
  min_investment: null,
  max_investment: null,
  start_date: null,
  end_date: null,
  investment_terms: null,
};

const FIELDS = Object.keys(EMPTY) as ProjectField[];

export function newProjectValues(): Required<ProjectFormValues> {
  return { ...EMPTY, ...NEW_PROJECT_DEFAULTS };
}

export function projectValues(project: Project): Required<ProjectFormValues> {
  return Object.fromEntries(FIELDS.map((field) => [field, project[field] ?? EMPTY[field]])) as Required<ProjectFormValues>;
}

/** The form's tabs that hold fields, and which field lives on which (to show the first error). */
export const FIELD_TABS = {
  basic: ['name', 'description', 'project_type', 'website'],
  financing: ['total_funding', 'modality', 'token_value', 'min_investment', 'max_investment', 'annual_return', 'total_return'],
  terms: ['duration', 'start_date', 'end_date', 'investment_terms'],
} as const satisfies Record<string, readonly ProjectField[]>;
export type FieldTab = keyof typeof FIELD_TABS;

export function tabOfField(field: string): FieldTab | undefined {
  return (Object.keys(FIELD_TABS) as FieldTab[]).find((tab) => (FIELD_TABS[tab] as readonly string[]).includes(field));
}

/** The first field with an error, in form order. */
export function firstErrorField(errors: Partial<Record<string, unknown>>): ProjectField | undefined {
  return Object.values(FIELD_TABS)
    .flat()
    .find((field) => errors[field] !== undefined);
}

export interface SaveTarget {
  status: 'draft' | 'active';
  /** The saved project, or null to create one. */
  projectId: string | null;
  /** The brand of a new project (ignored by the server on update). */
  domainId: 1 | 2;
}

export function saveInput(fields: ProjectFields, { status, projectId, domainId }: SaveTarget): ProjectSaveInput {
  const target = projectId ? { projectId } : { domain_id: domainId };
  return { ...fields, status, ...target };
}

export interface FormActions {
  /** The fields can be changed and saved. */
  editable: boolean;
  saveDraft: boolean;
  publish: 'hidden' | 'enabled' | 'disabled';
}

/**
 * Spec 001 §2 "Buttons", from what the server says the admin may do (`project.can`; null for a project
 * not saved yet): "Guardar como borrador" only while the project may be saved as a draft; "Publicar" for
 * a draft that is publishable with no unsaved changes, and for a published project (enabled only with
 * changes). A project not saved yet is all unsaved changes, so it may be created and published at once
 * when publishable. A project that may not be edited (blocked, completed, cancelled) shows no button.
 */
export function formActions(can: Pick<ProjectPermissions, 'edit' | 'saveDraft'> | null, dirty: boolean, publishable: boolean): FormActions {
  if (can === null) return { editable: true, saveDraft: true, publish: publishable ? 'enabled' : 'hidden' };
  if (!can.edit) return { editable: false, saveDraft: false, publish: 'hidden' };
  if (can.saveDraft) return { editable: true, saveDraft: true, publish: publishable && !dirty ? 'enabled' : 'hidden' };
  return { editable: true, saveDraft: false, publish: dirty ? 'enabled' : 'disabled' };
}

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  changedFixedTerms,
  consistencyProblems,
  filesEditable,
  fundingPercentage,
  isPublishable,
  missingForPublish,
  ProjectFieldsSchema,
  ProjectFileFieldsSchema,
  ProjectSaveSchema,
  PROJECT_STATUSES,
  publishMissingMessage,
  statusAllows,
  termsFixed,
  uploadKind,
  UPLOAD_RULES,
  type ProjectAction,
  type ProjectFields,
} from './projects';
import { translate, translateMessage } from './messages';
import { COMPLETE_PROJECT } from '../tests/fixtures/projects';

const complete: ProjectFields = COMPLETE_PROJECT;

/** The first problem found: what the form shows under the field and what the server answers. */
function firstIssue(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
}

describe('ProjectSaveSchema', () => {
  it('accepts a draft with a name only, trimmed', () => {
    expect(v.parse(ProjectSaveSchema, { name: '  Abc  ', status: 'draft' })).toMatchObject({ name: 'Abc', status: 'draft' });
  });

  it('refuses a draft without a 3-character name with the spec’s draft message', () => {
    for (const name of [undefined, '', 'Ab', '  Ab  ', 42]) {
      expect(firstIssue(ProjectSaveSchema, { name, status: 'draft' }), String(name)).toBe('project.draftNameRequired');
    }
    expect(translateMessage('project.draftNameRequired', 'es')).toBe('El nombre del proyecto es obligatorio para guardar como borrador');
  });

  it('gives the form’s own field rule the spec’s name message', () => {
    expect(firstIssue(ProjectFieldsSchema, { name: 'Ab' })).toBe('project.nameTooShort');
    expect(translateMessage('project.nameTooShort', 'es')).toBe('El nombre debe tener al menos 3 caracteres');
  });

  it('accepts an empty or http(s) website and refuses anything else', () => {
    for (const website of ['', null, undefined, 'https://encinas.example.com', 'http://example.es/ruta?x=1']) {
      expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', website }), String(website)).toBeNull();
    }
    for (const website of ['no es una url', 'ftp://example.com', 'javascript:alert(1)', 'www.example.com']) {
      expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', website }), website).toBe('project.websiteInvalid');
    }
    expect(translateMessage('project.websiteInvalid', 'es')).toBe('Introduce una URL válida');
  });

  it('takes euros with at most two decimals and refuses more, zero, negatives and absurd amounts', () => {
    for (const total_funding of [0.01, 10.1, 10.25, 450000, 1_000_000_000]) {
      expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', total_funding }), String(total_funding)).toBeNull();
    }
    for (const total_funding of [10.123, 0.001, 0, -5, 1_000_000_000.01, Number.NaN, Infinity, '100']) {
      expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', total_funding }), String(total_funding)).toBe('project.amountInvalid');
    }
  });

  it('takes percentages with at most two decimals', () => {
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', annual_return: 6.25 })).toBeNull();
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', annual_return: 6.255 })).toBe('project.percentInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', total_return: -1 })).toBe('project.percentInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', total_return: 1000.01 })).toBe('project.percentInvalid');
  });

  it('takes a whole positive number of months and real calendar dates', () => {
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', duration: 1.5 })).toBe('project.durationInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', duration: 0 })).toBe('project.durationInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', start_date: '2027-02-30' })).toBe('project.dateInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', start_date: '15/01/2027' })).toBe('project.dateInvalid');
  });

  it('saves only as draft or active, and only for a known brand', () => {
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'blocked' })).toBe('project.statusInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', domain_id: 3 })).toBe('validation.domainInvalid');
    expect(firstIssue(ProjectSaveSchema, { name: 'Abc', status: 'draft', projectId: 'x' })).toBe('project.notFound');
  });
});

describe('missingForPublish', () => {
  it('is empty for a complete project', () => {
    expect(missingForPublish(complete)).toEqual([]);
  });

  it('lists every missing publish field in form order', () => {
    expect(missingForPublish({ name: 'Abc' })).toEqual([
      'description',
      'project_type',
      'total_funding',
      'duration',
      'modality',
      'annual_return',
      'total_return',
      'token_value',
      'min_investment',
      'max_investment',
      'start_date',
      'end_date',
      'investment_terms',
    ]);
  });

  it('counts short texts and non-positive numbers as missing', () => {
    expect(missingForPublish({ ...complete, description: ' corta    ', investment_terms: '123456789' })).toEqual(['description', 'investment_terms']);
    expect(missingForPublish({ ...complete, name: 'Ab', total_funding: 0, duration: 2.5 })).toEqual(['name', 'total_funding', 'duration']);
    expect(missingForPublish({ ...complete, start_date: null, end_date: '' })).toEqual(['start_date', 'end_date']);
  });
});

describe('consistencyProblems', () => {
  it('finds none in a coherent project or where a side is missing', () => {
    expect(consistencyProblems(complete)).toEqual([]);
    expect(consistencyProblems({ min_investment: 500 })).toEqual([]);
  });

  it('names the minimum above the maximum, the maximum above the target and the end before the start', () => {
    expect(consistencyProblems({ ...complete, min_investment: 30000, max_investment: 25000, total_funding: 20000, end_date: '2027-01-15' })).toEqual([
      { field: 'min_investment', message: 'project.minAboveMax' },
      { field: 'max_investment', message: 'project.maxAboveFunding' },
      { field: 'end_date', message: 'project.endBeforeStart' },
    ]);
  });
});

describe('isPublishable', () => {
  const { description: _d, start_date: _s, end_date: _e, investment_terms: _t, website: _w, ...tenFields } = complete;

  it('needs only the ten fields of spec 001 §4, not the stricter publish rules of §5', () => {
    expect(isPublishable(complete)).toBe(true);
    expect(isPublishable(tenFields)).toBe(true);
    // Short description, no dates, no terms: publishable, so Publish shows, and the press lists them.
    const draft = { ...tenFields, description: 'Corta' };
    expect(isPublishable(draft)).toBe(true);
    expect(missingForPublish(draft)).toEqual(['description', 'start_date', 'end_date', 'investment_terms']);
    // Inconsistent amounts are found on the press as well.
    expect(isPublishable({ ...complete, min_investment: 30000 })).toBe(true);
  });

  it('is false while any of the ten is missing or empty', () => {
    for (const field of Object.keys(tenFields) as (keyof typeof tenFields)[]) {
      expect(isPublishable({ ...tenFields, [field]: null }), field).toBe(false);
      expect(isPublishable({ ...tenFields, [field]: undefined }), field).toBe(false);
    }
    expect(isPublishable({ ...tenFields, name: '   ' })).toBe(false);
  });

  it('wants the numeric ones as numbers', () => {
    const loose = (value: unknown) => ({ ...tenFields, total_funding: value }) as unknown as ProjectFields;
    for (const value of ['450000', Number.NaN, Infinity, true]) expect(isPublishable(loose(value)), String(value)).toBe(false);
    // Zero is a number: present, and refused by §5's "positive" when Publish is pressed.
    expect(isPublishable({ ...tenFields, duration: 0 })).toBe(true);
    expect(missingForPublish({ ...complete, duration: 0 })).toEqual(['duration']);
  });
});

describe('publishMissingMessage', () => {
  it('lists the missing fields by their labels in Spanish and English', () => {
    expect(publishMissingMessage(['description', 'start_date'], 'es')).toBe('Por favor, completa los siguientes campos: Descripción, Fecha de inicio');
    expect(publishMissingMessage(['description', 'start_date'], 'en')).toBe('Please complete the following fields: Description, Start date');
  });
});

describe('fundingPercentage', () => {
  it('rounds to one decimal and caps at 100', () => {
    expect(fundingPercentage(0, 100_00)).toBe(0);
    expect(fundingPercentage(1_234_56, 10_000_00)).toBe(12.3);
    expect(fundingPercentage(2, 3)).toBe(66.7);
    expect(fundingPercentage(15_000_00, 10_000_00)).toBe(100);
  });

  it('is 0 without a target', () => {
    expect(fundingPercentage(500, 0)).toBe(0);
  });
});

describe('uploads', () => {
  it('treats documentType image as an image and anything else as a document', () => {
    expect(uploadKind('image')).toBe('image');
    expect(['whitepaper', '', undefined].map(uploadKind)).toEqual(['document', 'document', 'document']);
    expect(UPLOAD_RULES.image.maxBytes).toBe(2 * 1024 * 1024);
    expect(UPLOAD_RULES.document.maxBytes).toBe(20 * 1024 * 1024);
  });

  it('has the spec’s upload messages', () => {
    const es = (key: string) => translateMessage(key, 'es');
    expect(es(UPLOAD_RULES.image.required)).toBe('Selecciona una imagen para subir');
    expect(es(UPLOAD_RULES.image.tooLarge)).toBe('El archivo es demasiado grande. Tamaño máximo: 2MB');
    expect(es(UPLOAD_RULES.image.wrongType)).toBe('Tipo de archivo no permitido. Formatos soportados: JPG, PNG, GIF, WebP');
    expect(es(UPLOAD_RULES.document.required)).toBe('Selecciona un documento para subir');
    expect(es('project.documentTypeRequired')).toBe('Selecciona un tipo de documento');
  });

  it('checks the upload’s text fields', () => {
    const projectId = '6f1c8a52-3d2e-4c55-9a0b-0d3d2f6b7e11';
    expect(v.parse(ProjectFileFieldsSchema, { projectId, documentType: 'image', isMain: 'true', description: ' Fachada ' })).toEqual({
      projectId,
      documentType: 'image',
      isMain: 'true',
      description: 'Fachada',
    });
    expect(firstIssue(ProjectFileFieldsSchema, { projectId, documentType: 'folleto' })).toBe('project.documentTypeRequired');
    expect(firstIssue(ProjectFileFieldsSchema, { projectId, isMain: 'sí' })).toBe('project.isMainInvalid');
    expect(firstIssue(ProjectFileFieldsSchema, { projectId: 'x' })).toBe('project.notFound');
  });

  it('lets files change only in draft and active projects', () => {
    expect((['draft', 'active', 'completed', 'cancelled', 'blocked'] as const).map(filesEditable)).toEqual([true, true, false, false, false]);
  });
});

describe('statusAllows', () => {
  const allowed = (action: ProjectAction) => PROJECT_STATUSES.filter((status) => statusAllows(status, action));
  it('edits and takes files while draft or active; drafts alone are saved as drafts or deleted', () => {
    expect(allowed('edit')).toEqual(['draft', 'active']);
    expect(allowed('manageFiles')).toEqual(['draft', 'active']);
    expect(allowed('saveDraft')).toEqual(['draft']);
    expect(allowed('delete')).toEqual(['draft']);
  });
  it('blocks an active project and unblocks a blocked one', () => {
    expect(allowed('block')).toEqual(['active']);
    expect(allowed('unblock')).toEqual(['blocked']);
  });
});

describe('the terms investments were made on', () => {
  const saved = { name: 'Parque', token_value: 100, modality: 'equity' } as const;
  it('names the fixed terms a save would change, an emptied one included, in form order', () => {
    expect(changedFixedTerms(saved, { ...saved, name: 'Otro', annual_return: 7 })).toEqual([]);
    expect(changedFixedTerms(saved, { ...saved, token_value: 100.0 })).toEqual([]);
    expect(changedFixedTerms(saved, { ...saved, token_value: 50 })).toEqual(['token_value']);
    expect(changedFixedTerms(saved, { name: 'Parque' })).toEqual(['modality', 'token_value']);
    expect(changedFixedTerms({ name: 'Borrador' }, { name: 'Borrador', token_value: null })).toEqual([]);
  });

  it('says which fields cannot change, in both languages', () => {
    expect(translate(termsFixed(['token_value']), 'es')).toBe('El proyecto ya tiene inversiones, así que no se puede cambiar: Valor del token');
    expect(translate(termsFixed(['modality', 'token_value']), 'en')).toBe('The project already has investments, so this cannot be changed: Modality, Token value');
  });
});

import { describe, expect, it } from 'vitest';
import { ACCEPT, uploadProblem } from './upload-checks';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('image upload checks', () => {
  it('asks for a file first', () => {
    expect(uploadProblem('image', null)).toBe('project.imageRequired');
  });

  it('accepts JPG, PNG, GIF and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) expect(uploadProblem('image', file('foto', type, 2 * MB))).toBeNull();
    expect(uploadProblem('image', file('foto.JPG', ''))).toBeNull();
  });

  it('refuses other types and larger files with the spec’s messages', () => {
    expect(uploadProblem('image', file('plano.pdf', 'application/pdf'))).toBe('project.imageTypeInvalid');
    expect(uploadProblem('image', file('foto.svg', 'image/svg+xml'))).toBe('project.imageTypeInvalid');
    expect(uploadProblem('image', file('notas', ''))).toBe('project.imageTypeInvalid');
    expect(uploadProblem('image', file('foto.png', 'image/png', 2 * MB + 1))).toBe('project.imageTooLarge');
  });
});

describe('document upload checks', () => {
  it('asks for a file, then for a category', () => {
    expect(uploadProblem('document', null, 'legal')).toBe('project.documentRequired');
    expect(uploadProblem('document', file('contrato.pdf', 'application/pdf'))).toBe('project.documentTypeRequired');
  });

  it('accepts the office formats by extension up to 20 MB', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.DOCX', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx']) expect(uploadProblem('document', file(name, ''), 'other')).toBeNull();
    expect(uploadProblem('document', file('a.pdf', 'application/pdf', 20 * MB), 'whitepaper')).toBeNull();
  });

  it('refuses other extensions and larger files', () => {
    expect(uploadProblem('document', file('foto.png', 'image/png'), 'other')).toBe('project.documentFileTypeInvalid');
    expect(uploadProblem('document', file('a.pdf', 'application/pdf', 20 * MB + 1), 'other')).toBe('project.documentTooLarge');
  });

  it('offers the same types in the file chooser', () => {
    expect(ACCEPT.document).toBe('.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx');
    expect(ACCEPT.image).toBe('image/jpeg,image/png,image/gif,image/webp');
  });
});

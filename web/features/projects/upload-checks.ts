// What the upload form checks before sending (spec 001 §5 "Uploads"), with the server's own rules and
// messages from core: a file is there, of an accepted type, within the size limit, and a document has a
// category. The BFF checks again, by content; this only saves a pointless upload.
import { DOCUMENT_EXTENSIONS, IMAGE_TYPES, UPLOAD_RULES, type UploadKind } from '../../../core/projects';
import type projectMessages from '../../../core/i18n/projects.json';

export type UploadProblem = keyof typeof projectMessages;

const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'];

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

function acceptedType(kind: UploadKind, file: Pick<File, 'name' | 'type'>): boolean {
  if (kind === 'document') return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  // Browsers give the type from the name; without one, the name is all there is to go by.
  return file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/** The first problem with this upload as a core message key, or null when it may be sent. */
export function uploadProblem(kind: UploadKind, file: Pick<File, 'name' | 'type' | 'size'> | null, documentType = ''): UploadProblem | null {
  const rules = UPLOAD_RULES[kind];
  if (!file) return rules.required;
  if (kind === 'document' && !documentType) return 'project.documentTypeRequired';
  if (!acceptedType(kind, file)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

/** The file chooser's accept attribute: what the checks above let through. */
export const ACCEPT = {
  image: IMAGE_TYPES.join(','),
  document: DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(','),
} as const satisfies Record<UploadKind, string>;

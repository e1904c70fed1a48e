// Project messages (spec 001 §5, §8) in both interface languages: the schemas in core/projects.ts use
// these keys, the BFF answers them translated per request, the admin form shows them under fields.
// Spanish entries are the spec's texts word for word.
import type { Language } from './i18n-locales';

export const projectMessages = {
  'project.nameTooShort': {
    es: 'El nombre debe tener al menos 3 caracteres',
    en: 'The name must be at least 3 characters long',
  },
  'project.draftNameRequired': {
    es: 'El nombre del proyecto es obligatorio para guardar como borrador',
    en: 'The project name is required to save it as a draft',
  },
  'project.websiteInvalid': { es: 'Introduce una URL válida', en: 'Enter a valid URL' },
  'project.statusInvalid': { es: 'El estado del proyecto no es válido', en: 'The project status is not valid' },
  'project.descriptionTooShort': {
    es: 'La descripción debe tener al menos 10 caracteres',
    en: 'The description must be at least 10 characters long',
  },
  'project.typeRequired': { es: 'Selecciona un tipo de proyecto', en: 'Select a project type' },
  'project.modalityRequired': { es: 'Selecciona una modalidad', en: 'Select a modality' },
  'project.durationInvalid': {
    es: 'La duración debe ser un número entero positivo',
    en: 'The duration must be a positive whole number',
  },
  'project.amountInvalid': {
    es: 'Introduce una cantidad positiva en euros (máximo dos decimales)',
    en: 'Enter a positive amount in euros (two decimals at most)',
  },
  'project.percentInvalid': {
    es: 'Introduce un porcentaje positivo (máximo dos decimales)',
    en: 'Enter a positive percentage (two decimals at most)',
  },
  'project.dateRequired': { es: 'Selecciona una fecha', en: 'Select a date' },
  'project.dateInvalid': { es: 'Introduce una fecha válida', en: 'Enter a valid date' },
  'project.termsTooShort': {
    es: 'Las condiciones de inversión deben tener al menos 10 caracteres',
    en: 'The investment terms must be at least 10 characters long',
  },
  'project.minAboveMax': {
    es: 'La inversión mínima no puede ser mayor que la máxima',
    en: 'The minimum investment cannot be greater than the maximum',
  },
  'project.maxAboveFunding': {
    es: 'La inversión máxima no puede superar la financiación total',
    en: 'The maximum investment cannot exceed the total funding',
  },
  'project.endBeforeStart': {
    es: 'La fecha de fin debe ser posterior a la de inicio',
    en: 'The end date must be after the start date',
  },
  'project.publishMissing': {
    es: 'Por favor, completa los siguientes campos: ',
    en: 'Please complete the following fields: ',
  },
  'project.notFound': { es: 'Project not found', en: 'Project not found' },
  'project.reasonRequired': { es: 'Indica un motivo', en: 'Give a reason' },
  'project.fileNotFound': { es: 'Archivo no encontrado', en: 'File not found' },
  'project.notEditable': {
    es: 'El proyecto no se puede editar en su estado actual',
    en: 'The project cannot be edited in its current status',
  },
  'project.alreadyPublished': {
    es: 'Un proyecto publicado no puede volver a borrador',
    en: 'A published project cannot go back to draft',
  },
  'project.changedMeanwhile': {
    es: 'El proyecto ha cambiado mientras tanto. Recarga la página e inténtalo de nuevo.',
    en: 'The project changed in the meantime. Reload the page and try again.',
  },
  'project.onlyDraftsDeleted': {
    es: 'Solo se pueden eliminar proyectos en borrador',
    en: 'Only draft projects can be deleted',
  },
  'project.onlyActiveBlocked': { es: 'Solo se pueden bloquear proyectos activos', en: 'Only active projects can be blocked' },
  'project.onlyBlockedUnblocked': {
    es: 'Solo se pueden desbloquear proyectos bloqueados',
    en: 'Only blocked projects can be unblocked',
  },
  'project.blockTypeInvalid': { es: 'El tipo de bloqueo no es válido', en: 'The blocking type is not valid' },
  'project.blockActionInvalid': { es: 'La acción debe ser block o unblock', en: 'The action must be block or unblock' },
} satisfies Record<string, Record<Language, string>>;

/** Field names as the "missing fields" list shows them. */
export const projectFieldLabels = {
  name: { es: 'Nombre', en: 'Name' },
  description: { es: 'Descripción', en: 'Description' },
  project_type: { es: 'Tipo de proyecto', en: 'Project type' },
  website: { es: 'Sitio web', en: 'Website' },
  total_funding: { es: 'Financiación total', en: 'Total funding' },
  duration: { es: 'Duración (meses)', en: 'Duration (months)' },
  modality: { es: 'Modalidad', en: 'Modality' },
  annual_return: { es: 'Rentabilidad anual', en: 'Annual return' },
  total_return: { es: 'Rentabilidad total', en: 'Total return' },
  token_value: { es: 'Valor del token', en: 'Token value' },
  min_investment: { es: 'Inversión mínima', en: 'Minimum investment' },
  max_investment: { es: 'Inversión máxima', en: 'Maximum investment' },
  start_date: { es: 'Fecha de inicio', en: 'Start date' },
  end_date: { es: 'Fecha de fin', en: 'End date' },
  investment_terms: { es: 'Condiciones de inversión', en: 'Investment terms' },
} satisfies Record<string, Record<Language, string>>;

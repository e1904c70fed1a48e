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
  'project.mainImageOnly': {
    es: 'Solo una imagen puede ser la imagen principal',
    en: 'Only an image can be the main image',
  },
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
  'project.termsFixed': {
    es: 'El proyecto ya tiene inversiones, así que no se puede cambiar: ',
    en: 'The project already has investments, so this cannot be changed: ',
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
  'project.cursorInvalid': { es: 'El cursor de la página no es válido', en: 'The page cursor is not valid' },
  'project.listAdminInvalid': { es: 'El parámetro admin debe ser true o false', en: 'The admin parameter must be true or false' },
  'project.listStatusInvalid': { es: 'El filtro de estado no es válido', en: 'The status filter is not valid' },
  'project.listLimitInvalid': { es: 'El límite debe ser un número entre 1 y 100', en: 'The limit must be a number from 1 to 100' },
  'project.fileWidthInvalid': {
    es: 'El ancho pedido no existe. Anchos disponibles: 480, 960, 1600',
    en: 'The requested width does not exist. Available widths: 480, 960, 1600',
  },
  'project.imageRequired': { es: 'Selecciona una imagen para subir', en: 'Select an image to upload' },
  'project.imageTooLarge': {
    es: 'El archivo es demasiado grande. Tamaño máximo: 2MB',
    en: 'The file is too large. Maximum size: 2MB',
  },
  'project.imageTypeInvalid': {
    es: 'Tipo de archivo no permitido. Formatos soportados: JPG, PNG, GIF, WebP',
    en: 'File type not allowed. Supported formats: JPG, PNG, GIF, WebP',
  },
  'project.imageUnreadable': {
    es: 'No se pudo leer la imagen. Comprueba que el archivo no esté dañado.',
    en: 'The image could not be read. Check that the file is not damaged.',
  },
  'project.documentRequired': { es: 'Selecciona un documento para subir', en: 'Select a document to upload' },
  'project.documentTooLarge': {
    es: 'El archivo es demasiado grande. Tamaño máximo: 20MB',
    en: 'The file is too large. Maximum size: 20MB',
  },
  'project.documentFileTypeInvalid': {
    es: 'Tipo de archivo no permitido. Formatos soportados: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX',
    en: 'File type not allowed. Supported formats: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX',
  },
  'project.documentTypeRequired': { es: 'Selecciona un tipo de documento', en: 'Select a document type' },
  'project.uploadTooLarge': {
    es: 'El archivo es demasiado grande. Tamaño máximo: 2MB para imágenes y 20MB para documentos',
    en: 'The file is too large. Maximum size: 2MB for images and 20MB for documents',
  },
  'project.uploadOneFile': { es: 'Sube un solo archivo cada vez', en: 'Upload one file at a time' },
  'project.fileDescriptionTooLong': {
    es: 'La descripción no puede tener más de 500 caracteres',
    en: 'The description cannot be longer than 500 characters',
  },
  'project.isMainInvalid': { es: 'isMain debe ser true o false', en: 'isMain must be true or false' },
  'project.filesNotEditable': {
    es: 'Las imágenes y documentos solo se pueden cambiar mientras el proyecto está en borrador o activo',
    en: 'Images and documents can only be changed while the project is a draft or active',
  },
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

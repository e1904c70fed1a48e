// KYC messages (spec 001 §5, §8) in both interface languages: the schemas of core/kyc.ts use these keys,
// the BFF answers them translated per request, the KYC screens show them under fields and in toasts.
// Spanish entries are the spec's texts word for word.
import type { Language } from './i18n-locales';

export const kycMessages = {
  // Personal step (spec 001 §5 "KYC personal")
  'kyc.userTypeRequired': { es: 'Selecciona el tipo de usuario', en: 'Select the type of user' },
  'kyc.nameTooShort': { es: 'El nombre debe tener al menos 2 caracteres.', en: 'The name must be at least 2 characters long.' },
  'kyc.idNumberInvalid': {
    es: 'El número de DNI/NIE/CIF debe ser válido (mínimo 5 caracteres).',
    en: 'The ID/NIE/CIF number must be valid (at least 5 characters).',
  },
  'kyc.phoneTooShort': { es: 'El número de teléfono debe tener al menos 9 dígitos.', en: 'The phone number must have at least 9 digits.' },
  'kyc.walletRequired': { es: 'La dirección de wallet es obligatoria.', en: 'The wallet address is required.' },
  'kyc.walletInvalid': {
    es: 'Debe ser una dirección válida de Polygon (formato: 0x...)',
    en: 'It must be a valid Polygon address (format: 0x...)',
  },
  'kyc.walletChecksum': {
    es: 'La dirección no supera la comprobación de mayúsculas y minúsculas (EIP-55): revisa que esté bien copiada.',
    en: 'The address fails its upper/lower-case check (EIP-55): make sure it was copied correctly.',
  },
  'kyc.professionRequired': {
    es: 'La profesión y el nivel de estudios son obligatorios para personas físicas.',
    en: 'Profession and education level are required for natural persons.',
  },
  'kyc.dateInvalid': { es: 'Introduce una fecha válida', en: 'Enter a valid date' },
  'kyc.textTooLong': { es: 'El texto es demasiado largo', en: 'The text is too long' },
  'kyc.choiceInvalid': { es: 'Selecciona una opción válida', en: 'Select a valid option' },
  // Questionnaire (spec 001 §5 "KYC questionnaire")
  'kyc.experienceRequired': { es: 'Por favor, selecciona tu experiencia de inversión', en: 'Please select your investment experience' },
  'kyc.objectiveRequired': { es: 'Por favor, selecciona tu objetivo de inversión', en: 'Please select your investment objective' },
  'kyc.riskRequired': { es: 'Por favor, selecciona tu tolerancia al riesgo', en: 'Please select your risk tolerance' },
  'kyc.incomeRequired': { es: 'Por favor, selecciona tus ingresos anuales', en: 'Please select your annual income' },
  'kyc.sourceRequired': { es: 'Por favor, selecciona el origen de tus fondos', en: 'Please select the source of your funds' },
  'kyc.capitalPercentageRequired': {
    es: 'Por favor, selecciona el porcentaje de tu capital',
    en: 'Please select the percentage of your capital',
  },
  'kyc.capitalOriginRequired': {
    es: 'Por favor, selecciona el origen del capital a invertir',
    en: 'Please select the origin of the capital to invest',
  },
  'kyc.risksRequired': { es: 'Debes confirmar que entiendes los riesgos', en: 'You must confirm that you understand the risks' },
  'kyc.termsRequired': { es: 'Debes aceptar los términos y condiciones', en: 'You must accept the terms and conditions' },
  // Final submission (spec 001 §5): the missing fields' labels follow the text.
  'kyc.missingFields': { es: 'Faltan campos obligatorios: ', en: 'Required fields are missing: ' },
  // Admin review (spec 001 §5 "KYC admin rejection")
  'kyc.rejectionReasonRequired': {
    es: 'Por favor, proporciona un motivo para el rechazo',
    en: 'Please provide a reason for the rejection',
  },
  'kyc.reviewStatusInvalid': { es: 'La decisión debe ser APPROVED o REJECTED', en: 'The decision must be APPROVED or REJECTED' },
  'kyc.reviewQueueInvalid': { es: 'La página pedida de solicitudes pendientes no es válida', en: 'The requested page of pending applications is not valid' },
  'kyc.replacementOnlyOnReject': {
    es: 'Solo se puede pedir una nueva copia de un documento al rechazar la solicitud',
    en: 'A new copy of a document can only be requested when rejecting the application',
  },
  'kyc.replacementReasonInvalid': { es: 'Selecciona el motivo de la nueva copia', en: 'Select why a new copy is needed' },
  'kyc.replacementCommentRequired': {
    es: 'Explica qué hay que corregir en el documento',
    en: 'Explain what must be corrected in the document',
  },
  // The application's state
  'kyc.notFound': { es: 'Solicitud no encontrada', en: 'Application not found' },
  'kyc.ownApplication': {
    es: 'No puedes revisar tu propia solicitud KYC: otro administrador debe decidirla.',
    en: 'You cannot review your own KYC application: another administrator must decide it.',
  },
  'kyc.notEditable': {
    es: 'Tu solicitud de KYC está en revisión o ya ha sido aprobada: no se puede modificar.',
    en: 'Your KYC application is under review or already approved: it cannot be changed.',
  },
  'kyc.notSubmitted': {
    es: 'Esta solicitud ya no está pendiente de revisión.',
    en: 'This application is no longer waiting for review.',
  },
  'kyc.notSubmittable': {
    es: 'Esta solicitud no se puede enviar en su estado actual.',
    en: 'This application cannot be submitted in its current state.',
  },
  // Documents (spec 001 §2, §5)
  'kyc.documentRequired': { es: 'Selecciona un documento para subir', en: 'Select a document to upload' },
  'kyc.documentTypeInvalid': {
    es: 'El tipo de documento debe ser front, back o proof',
    en: 'The document type must be front, back or proof',
  },
  'kyc.documentTooLarge': {
    es: 'El archivo es demasiado grande. Tamaño máximo: 5MB',
    en: 'The file is too large. Maximum size: 5MB',
  },
  'kyc.documentFormat': {
    es: 'Tipo de archivo no permitido. Formatos soportados: JPG, PNG, PDF',
    en: 'File type not allowed. Supported formats: JPG, PNG, PDF',
  },
  'kyc.documentNotFound': { es: 'Documento no encontrado', en: 'Document not found' },
  'kyc.documentUrlInvalid': {
    es: 'La dirección del documento no corresponde a un documento subido por ti',
    en: 'The document address does not belong to a document you uploaded',
  },
  'kyc.uploadNotFound': { es: 'La subida no existe o ha caducado', en: 'The upload does not exist or has expired' },
  'kyc.uploadLengthRequired': {
    es: 'La subida debe indicar su tamaño al crearse (Upload-Length)',
    en: 'The upload must declare its size when it is created (Upload-Length)',
  },
  'kyc.uploadsOpen': {
    es: 'Ya tienes {count} subidas sin terminar de este documento. Termina o cancela alguna, o espera {minutes} minutos a que caduquen.',
    en: 'You already have {count} unfinished uploads of this document. Finish or cancel one, or wait {minutes} minutes for them to expire.',
  },
  'kyc.uploadQuota': {
    es: 'Tus subidas sin terminar ya ocupan el máximo permitido ({megabytes} MB). Termina o cancela alguna, o espera {minutes} minutos a que caduquen.',
    en: 'Your unfinished uploads already take the most space allowed ({megabytes} MB). Finish or cancel one, or wait {minutes} minutes for them to expire.',
  },
  'kyc.tooManyUploads': {
    es: 'Has empezado demasiadas subidas en la última hora. Espera un poco antes de volver a intentarlo.',
    en: 'You have started too many uploads in the last hour. Please wait a while before trying again.',
  },
} satisfies Record<string, Record<Language, string>>;

/** Labels of the fields the final submission may find missing (spec 001 §5 "KYC final submission"). */
export const kycFieldLabels = {
  name: { es: 'Nombre', en: 'Name' },
  id_number: { es: 'DNI/NIE/CIF', en: 'ID/NIE/CIF' },
  wallet: { es: 'Wallet', en: 'Wallet' },
  id_front_url: { es: 'Documento (anverso)', en: 'Document (front)' },
  id_back_url: { es: 'Documento (reverso)', en: 'Document (back)' },
  id_proof_url: { es: 'Justificante de domicilio', en: 'Proof of address' },
  investment_experience: { es: 'Experiencia de inversión', en: 'Investment experience' },
  investment_objective: { es: 'Objetivo de inversión', en: 'Investment objective' },
  risk_tolerance: { es: 'Tolerancia al riesgo', en: 'Risk tolerance' },
  annual_income: { es: 'Ingresos anuales', en: 'Annual income' },
  source_of_funds: { es: 'Origen de los fondos', en: 'Source of funds' },
  understand_risks: { es: 'Comprensión de los riesgos', en: 'Understanding of the risks' },
  terms_acceptance: { es: 'Aceptación de los términos y condiciones', en: 'Acceptance of the terms and conditions' },
  company_registration_number: { es: 'Número de registro mercantil', en: 'Company registration number' },
  company_role: { es: 'Cargo en la empresa', en: 'Role in the company' },
} satisfies Record<string, Record<Language, string>>;

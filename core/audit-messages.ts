// The audit log's messages (GET /api/audit's filters) in both interface languages: the filter schema
// of core/audit.ts returns these keys, the BFF answers them translated, the audit screen shows them.
export const auditMessages = {
  'audit.actorInvalid': {
    es: 'Indica el correo electrónico o el identificador de un usuario, o «system»',
    en: "Give a user's email or id, or “system”",
  },
  'audit.actionInvalid': { es: 'La acción no es válida', en: 'The action is not valid' },
  'audit.targetTypeInvalid': { es: 'El tipo de objeto no es válido', en: 'The target type is not valid' },
  'audit.targetIdInvalid': { es: 'El identificador del objeto no es válido', en: 'The target id is not valid' },
  'audit.dateInvalid': { es: 'La fecha no es válida', en: 'The date is not valid' },
  'audit.dateRangeInvalid': { es: 'La fecha final no puede ser anterior a la inicial', en: 'The end date cannot be before the start date' },
  'audit.listInvalid': { es: 'La página pedida del registro no es válida', en: 'The requested page of the log is not valid' },
};

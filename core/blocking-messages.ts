// The server's blocking and verified-investor refusals (spec 001 §5 "Block and unblock") in both interface
// languages. The screen's own toasts and loading texts (§8) live in web/i18n/investors.*.json.
export const blockingMessages = {
  'block.reasonRequired': { es: 'Indica un motivo', en: 'Give a reason' },
  'block.reasonTooLong': { es: 'El motivo no puede tener más de 1000 caracteres', en: 'The reason cannot be longer than 1000 characters' },
  'block.tokenAmountInvalid': { es: 'Cantidad de tokens inválida', en: 'Invalid token amount' },
  'investor.notFound': { es: 'Inversor no encontrado', en: 'Investor not found' },
  'blocking.notFound': { es: 'Bloqueo no encontrado', en: 'Blocking not found' },
  'block.investorAlreadyBlocked': { es: 'El inversor ya está bloqueado', en: 'The investor is already blocked' },
  'block.investorNotBlocked': { es: 'El inversor no está bloqueado', en: 'The investor is not blocked' },
  'block.blockingReleased': { es: 'Este bloqueo ya se ha levantado', en: 'This blocking has already been released' },
  'block.selfNotBlockable': { es: 'No puedes bloquear ni desbloquear tu propia cuenta ni tus tokens', en: 'You cannot block or unblock your own account or tokens' },
  'block.actorBlocked': {
    es: 'Tu cuenta está bloqueada: tus permisos de ERIR están suspendidos. Contacta con el administrador.',
    en: 'Your account is blocked: your ERIR permissions are suspended. Contact the administrator.',
  },
  'block.adminNotBlockable': { es: 'La cuenta de un administrador no se puede bloquear', en: 'An administrator’s account cannot be blocked' },
  'block.busy': {
    es: 'Hay otro bloqueo en curso sobre este inversor o proyecto. Vuelve a intentarlo en unos segundos.',
    en: 'Another blocking of this investor or project is in progress. Try again in a few seconds.',
  },
  'investors.searchTooLong': { es: 'La búsqueda no puede tener más de 100 caracteres', en: 'The search cannot be longer than 100 characters' },
} as const;

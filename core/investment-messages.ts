// Investment messages (spec 001 §4–§6, §8) in both interface languages: the rules of core/investments.ts
// return these keys, the BFF answers them translated per request, the investment screens show them.
// Spanish entries are the spec's texts word for word; `{name}` parts are filled in by translate().
export const investmentMessages = {
  // Amount (spec 001 §5 "Investment amount")
  'investment.amountRequired': { es: 'Introduce el importe que quieres invertir', en: 'Enter the amount you want to invest' },
  'investment.amountInvalid': { es: 'El importe debe ser un número de euros con dos decimales como máximo', en: 'The amount must be a number of euros with at most two decimals' },
  'investment.belowMinimum': { es: 'La inversión mínima es €{amount}', en: 'The minimum investment is €{amount}' },
  'investment.aboveMaximum': { es: 'La inversión máxima es €{amount}', en: 'The maximum investment is €{amount}' },
  'investment.aboveRemaining': { es: 'Solo quedan €{amount} disponibles para invertir', en: 'Only €{amount} is left to invest' },
  'investment.fullyFunded': { es: 'Proyecto completamente financiado', en: 'Project fully funded' },
  'investment.wholeTokens': {
    es: 'El importe debe comprar tokens enteros de €{token}: prueba con {options}',
    en: 'The amount must buy whole tokens of €{token}: try {options}',
  },
  'investment.wholeTokensNone': {
    es: 'El importe debe comprar tokens enteros de €{token} y ningún importe entre los límites lo permite',
    en: 'The amount must buy whole tokens of €{token} and no amount within the limits does',
  },
  'investment.or': { es: 'o', en: 'or' },
  // Who may invest (spec 001 §6)
  'investment.kycRequired': { es: 'Para invertir debes completar la verificación KYC.', en: 'To invest you must complete the KYC verification.' },
  'investment.accountBlocked': {
    es: 'Tu cuenta está bloqueada. No puedes realizar inversiones. Contacta con el administrador para más información.',
    en: 'Your account is blocked. You cannot make investments. Contact the administrator for more information.',
  },
  'investment.tooManyUnpaid': {
    es: 'Tienes demasiadas inversiones pendientes de pago. Completa la transferencia de alguna antes de iniciar otra.',
    en: 'You have too many investments waiting for payment. Complete the transfer of one before starting another.',
  },
  'investment.expired': {
    es: 'Caducada: no se aceptaron las condiciones ni se eligió el pago en {days} días.',
    en: 'Expired: the conditions were not accepted nor the payment chosen within {days} days.',
  },
  'investment.expiredUnpaid': {
    es: 'Caducada sin pagar: no se confirmó la transferencia en {days} días.',
    en: 'Expired unpaid: the transfer was not confirmed within {days} days.',
  },
  'investment.paymentExpired': {
    es: 'El plazo para confirmar la transferencia ({days} días) ha terminado: la reserva caduca. Puedes iniciar una nueva inversión.',
    en: 'The time to confirm the transfer ({days} days) is over: the reservation expires. You can start a new investment.',
  },
  'investment.projectClosed': { es: 'Este proyecto no admite inversiones en este momento', en: 'This project is not taking investments at the moment' },
  'investment.projectNotFound': { es: 'Proyecto no encontrado', en: 'Project not found' },
  'investment.createFailed': { es: 'Error al crear la inversión', en: 'Error creating investment' },
  // One investment (spec 001 §2 "Investment detail", §4)
  'investment.notFound': { es: 'No se encontró la inversión.', en: 'The investment was not found.' },
  'investment.stepNotYours': { es: 'Este paso no te corresponde', en: 'This step is not yours to take' },
  'investment.stepClosed': {
    es: 'La inversión ya no está en este paso: recarga para ver su estado',
    en: 'The investment is no longer at this step: reload to see its state',
  },
  'investment.whitepaperMissing': {
    es: 'No se encontró un whitepaper para este proyecto. Por favor contacta al administrador.',
    en: 'No whitepaper was found for this project. Please contact the administrator.',
  },
  'investment.whitepaperChanged': {
    es: 'El whitepaper del proyecto ha cambiado: léelo de nuevo antes de aceptarlo',
    en: "The project's whitepaper has changed: read it again before accepting it",
  },
  'investment.termsRequired': {
    es: 'Debes aceptar el whitepaper y las condiciones para continuar',
    en: 'You must accept the whitepaper and the conditions to continue',
  },
  'investment.paymentMethodInvalid': { es: 'El único método de pago es la transferencia bancaria', en: 'The only payment method is bank transfer' },
  'investment.rejectReasonRequired': { es: 'Indica el motivo del rechazo', en: 'Give the reason for the rejection' },
  'investment.rejectReasonTooLong': { es: 'El motivo no puede superar los 1000 caracteres', en: 'The reason cannot be longer than 1000 characters' },
  'investment.notRejectable': {
    es: 'Solo se puede rechazar una inversión pendiente de pago, en revisión o en verificación ERIR',
    en: 'Only an investment awaiting payment, under review or awaiting ERIR can be rejected',
  },
  'investment.mintProjectBlocked': { es: 'El proyecto está bloqueado: no se pueden emitir tokens', en: 'The project is blocked: tokens cannot be minted' },
  'investment.mintInvestorBlocked': { es: 'El inversor está bloqueado: no se pueden emitir tokens', en: 'The investor is blocked: tokens cannot be minted' },
  'investment.ownInvestment': {
    es: 'No puedes gestionar tu propia inversión: otro administrador debe verificar el pago, confirmar ERIR, emitir los tokens o rechazarla.',
    en: 'You cannot handle your own investment: another administrator must verify the payment, confirm ERIR, mint the tokens or reject it.',
  },
  'investment.kycPending': {
    es: 'El KYC del inversor aún no está aprobado: no se puede verificar el pago ni emitir tokens hasta que lo esté.',
    en: "The investor's KYC is not approved yet: the payment cannot be verified nor tokens minted until it is.",
  },
  'investment.mintAboveSupply': {
    es: 'Emitir estos tokens superaría el total del proyecto',
    en: "Minting these tokens would exceed the project's total supply",
  },
  'investment.listStatusInvalid': { es: 'El filtro de estado no es válido', en: 'The status filter is not valid' },
  'investment.listInvalid': { es: 'Los parámetros de la lista no son válidos', en: 'The list parameters are not valid' },
  // Retries (Idempotency-Key)
  'investment.idempotencyKeyInvalid': { es: 'La clave de idempotencia debe ser un UUID', en: 'The idempotency key must be a UUID' },
  'investment.idempotencyKeyReused': {
    es: 'Esta clave de idempotencia ya se usó con otra petición',
    en: 'This idempotency key was already used with another request',
  },
  'investment.busy': {
    es: 'Hay muchas inversiones en curso en este proyecto. Vuelve a intentarlo en unos segundos.',
    en: 'Many investments are being made in this project right now. Try again in a few seconds.',
  },
  'investment.requestInProgress': {
    es: 'Esta operación ya se está procesando. Espera un momento y vuelve a intentarlo.',
    en: 'This operation is already being processed. Wait a moment and try again.',
  },
} as const;

// Every e-mail's words in both interface languages: a part of the one message registry (core/messages.ts),
// in its shape, `{name}` parts filled by the same fillIn. MAILS says which entries make each mail; the
// one renderer (bff/mail/templates.ts) lays them out. Not spread into sharedMessages: only the server
// sends mail, so the browser's code does not carry these texts.
import type { Bilingual } from './messages';

export const mailMessages = {
  // Account mails: {brand}, and {reason} for a rejected KYC
  'mail.verifyEmail.subject': { es: 'Confirma tu correo electrónico en {brand}', en: 'Confirm your email at {brand}' },
  'mail.verifyEmail.intro': { es: 'Gracias por registrarte en {brand}. Confirma tu dirección de correo para activar tu cuenta.', en: 'Thank you for signing up at {brand}. Confirm your email address to activate your account.' },
  'mail.verifyEmail.button': { es: 'Confirmar mi correo', en: 'Confirm my email' },
  'mail.verifyEmail.expiry': { es: 'El enlace caduca en 24 horas y solo puede usarse una vez.', en: 'The link expires in 24 hours and works only once.' },
  'mail.verifyEmail.ignore': { es: 'Si no has creado esta cuenta, ignora este mensaje.', en: 'If you did not create this account, ignore this message.' },
  'mail.resetPassword.subject': { es: 'Restablece tu contraseña de {brand}', en: 'Reset your {brand} password' },
  'mail.resetPassword.intro': { es: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {brand}.', en: 'We received a request to reset the password of your {brand} account.' },
  'mail.resetPassword.button': { es: 'Elegir una contraseña nueva', en: 'Choose a new password' },
  'mail.resetPassword.expiry': { es: 'El enlace caduca en 1 hora y solo puede usarse una vez.', en: 'The link expires in 1 hour and works only once.' },
  'mail.resetPassword.ignore': { es: 'Si no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.', en: 'If you did not ask for it, ignore this message: your password will not change.' },
  // Sign-up answers the same for a taken address (no enumeration); its owner learns of it here.
  'mail.signupAttempt.subject': { es: 'Intento de registro con tu correo en {brand}', en: 'Sign-up attempt with your email at {brand}' },
  'mail.signupAttempt.intro': { es: 'Alguien ha intentado crear una cuenta en {brand} con tu dirección de correo, pero ya tienes una. Puedes iniciar sesión con ella.', en: 'Someone tried to create a {brand} account with your email address, but you already have one. You can sign in with it.' },
  'mail.signupAttempt.button': { es: 'Iniciar sesión', en: 'Sign in' },
  'mail.signupAttempt.expiry': { es: 'Si no recuerdas tu contraseña, elige «¿Olvidaste tu contraseña?» en la pantalla de acceso.', en: 'If you do not remember your password, choose “Forgot your password” on the sign-in screen.' },
  'mail.signupAttempt.ignore': { es: 'Si no has sido tú, no tienes que hacer nada: tu cuenta no ha cambiado.', en: 'If it was not you, there is nothing to do: your account has not changed.' },
  'mail.kycApproved.subject': { es: 'Tu identidad ha sido verificada en {brand}', en: 'Your identity has been verified at {brand}' },
  'mail.kycApproved.intro': { es: 'Hemos revisado tu solicitud de verificación (KYC) y la hemos aprobado. Ya puedes invertir en los proyectos de {brand}.', en: 'We have reviewed your verification (KYC) application and approved it. You can now invest in the projects of {brand}.' },
  'mail.kycApproved.button': { es: 'Ver oportunidades', en: 'See opportunities' },
  'mail.kycApproved.wallet': { es: 'Los tokens de tus inversiones se enviarán a la wallet que indicaste en tu solicitud.', en: 'The tokens of your investments will be sent to the wallet you gave in your application.' },
  'mail.kycApproved.ignore': { es: 'Si no has solicitado esta verificación, contacta con nosotros.', en: 'If you did not apply for this verification, please contact us.' },
  'mail.kycRejected.subject': { es: 'Tu solicitud de verificación en {brand} necesita cambios', en: 'Your verification application at {brand} needs changes' },
  'mail.kycRejected.intro': { es: 'Hemos revisado tu solicitud de verificación (KYC) y no ha podido aprobarse. Motivo: {reason}', en: 'We have reviewed your verification (KYC) application and could not approve it. Reason: {reason}' },
  'mail.kycRejected.button': { es: 'Revisar mi solicitud', en: 'Review my application' },
  'mail.kycRejected.next': { es: 'Corrige lo indicado y vuelve a enviarla desde «Verificar Cuenta».', en: 'Correct what is indicated and send it again from “Verify account”.' },
  'mail.questions': { es: 'Si tienes dudas, contacta con nosotros.', en: 'If you have any questions, please contact us.' },

  // Investment mails: {project}, {amount}, {tokens}, {reference}, {reason}
  'mail.investment.button': { es: 'Ver mi inversión', en: 'See my investment' },
  'mail.investmentCreated.subject': { es: 'Tu inversión en {project}: datos para la transferencia', en: 'Your investment in {project}: bank transfer details' },
  'mail.investmentCreated.intro': { es: 'Has iniciado una inversión de {amount} en {project} ({tokens} tokens).', en: 'You have started an investment of {amount} in {project} ({tokens} tokens).' },
  'mail.investmentCreated.transfer': { es: 'Para completarla, haz una transferencia con estos datos. Indica la referencia como concepto: así identificamos tu pago.', en: 'To complete it, make a bank transfer with these details. Give the reference as the payment description: that is how we identify your payment.' },
  'mail.investmentCreated.confirm': { es: 'Cuando hayas hecho la transferencia, confírmalo en la página de tu inversión.', en: 'Once you have made the transfer, confirm it on your investment page.' },
  'mail.investmentCreated.ignore': { es: 'Si no has iniciado esta inversión, contacta con nosotros.', en: 'If you did not start this investment, please contact us.' },
  'mail.transfer.beneficiary': { es: 'Beneficiario', en: 'Beneficiary' },
  'mail.transfer.iban': { es: 'IBAN', en: 'IBAN' },
  'mail.transfer.bic': { es: 'BIC', en: 'BIC' },
  'mail.transfer.amount': { es: 'Importe', en: 'Amount' },
  'mail.transfer.reference': { es: 'Concepto (referencia)', en: 'Description (reference)' },
  'mail.paymentReceived.subject': { es: 'Hemos recibido tu pago para {project}', en: 'We have received your payment for {project}' },
  'mail.paymentReceived.intro': { es: 'Hemos verificado tu transferencia de {amount} para {project} (referencia {reference}).', en: 'We have verified your transfer of {amount} for {project} (reference {reference}).' },
  'mail.paymentReceived.next': { es: 'El siguiente paso es la verificación ERIR; te avisaremos cuando esté hecha.', en: 'The next step is the ERIR verification; we will let you know when it is done.' },
  'mail.paymentReceived.nothingToDo': { es: 'No tienes que hacer nada más por ahora.', en: 'There is nothing else you need to do for now.' },
  'mail.erirVerified.subject': { es: 'Verificación ERIR completada para tu inversión en {project}', en: 'ERIR verification completed for your investment in {project}' },
  'mail.erirVerified.intro': { es: 'La verificación ERIR de tu inversión de {amount} en {project} se ha completado.', en: 'The ERIR verification of your investment of {amount} in {project} is complete.' },
  'mail.erirVerified.next': { es: 'Solo falta la emisión de tus {tokens} tokens.', en: 'All that is left is minting your {tokens} tokens.' },
  'mail.erirVerified.later': { es: 'Te avisaremos en cuanto los tokens estén emitidos.', en: 'We will let you know as soon as the tokens are minted.' },
  'mail.minted.subject': { es: 'Tus {tokens} tokens de {project} ya están emitidos', en: 'Your {tokens} {project} tokens have been minted' },
  'mail.minted.intro': { es: 'Hemos emitido {tokens} tokens de {project} a tu nombre por tu inversión de {amount}.', en: 'We have minted {tokens} {project} tokens in your name for your investment of {amount}.' },
  'mail.minted.done': { es: 'Tu inversión está completada.', en: 'Your investment is complete.' },
  'mail.minted.wallet': { es: 'Los tokens se enviarán a la wallet que indicaste en tu verificación.', en: 'The tokens will be sent to the wallet you gave in your verification.' },
  'mail.investmentRejected.subject': { es: 'Tu inversión en {project} ha sido rechazada', en: 'Your investment in {project} has been rejected' },
  'mail.investmentRejected.intro': { es: 'La inversión ha sido rechazada.', en: 'The investment has been rejected.' },
  'mail.investmentRejected.which': { es: 'Inversión: {amount} en {project} (referencia {reference}). Motivo: {reason}', en: 'Investment: {amount} in {project} (reference {reference}). Reason: {reason}' },
  'mail.investmentRejected.refund': { es: 'Si ya hiciste la transferencia, te devolveremos el importe a la cuenta de origen.', en: 'If you already made the transfer, the amount will be returned to the account it came from.' },

  // Blocking mails: {brand}, {reason}, and {project}, {tokens} for token blockings
  'mail.blocking.reason': { es: 'Motivo: {reason}', en: 'Reason: {reason}' },
  'mail.blocking.contact': { es: 'Si tienes dudas, contacta con el administrador.', en: 'If you have any questions, please contact the administrator.' },
  'mail.blocking.account': { es: 'Ir a mi cuenta', en: 'Go to my account' },
  'mail.blocking.investments': { es: 'Ver mis inversiones', en: 'See my investments' },
  'mail.investorBlocked.subject': { es: 'Tu cuenta en {brand} ha sido bloqueada', en: 'Your {brand} account has been blocked' },
  'mail.investorBlocked.intro': { es: 'Tu cuenta ha sido bloqueada: mientras lo esté no podrás realizar inversiones.', en: 'Your account has been blocked: while it is, you cannot make investments.' },
  'mail.investorUnblocked.subject': { es: 'Tu cuenta en {brand} ha sido desbloqueada', en: 'Your {brand} account has been unblocked' },
  'mail.investorUnblocked.intro': { es: 'Tu cuenta vuelve a estar activa: ya puedes realizar inversiones.', en: 'Your account is active again: you can make investments.' },
  'mail.tokensBlocked.subject': { es: 'Se han bloqueado {tokens} de tus tokens de {project}', en: '{tokens} of your {project} tokens have been blocked' },
  'mail.tokensBlocked.intro': { es: 'Se han bloqueado {tokens} de tus tokens de {project}: mientras lo estén no se pueden transferir.', en: '{tokens} of your {project} tokens have been blocked: while they are, they cannot be transferred.' },
  'mail.tokensUnblocked.subject': { es: 'Se han desbloqueado {tokens} de tus tokens de {project}', en: '{tokens} of your {project} tokens have been unblocked' },
  'mail.tokensUnblocked.intro': { es: 'Se han desbloqueado {tokens} de tus tokens de {project}: vuelven a estar disponibles.', en: '{tokens} of your {project} tokens have been unblocked: they are available again.' },

  // The contact form's mail to the brand's team (sent in Spanish, the team's language): {brand}, {name}
  'mail.contact.subject': { es: 'Nuevo mensaje de contacto en {brand}: {name}', en: 'New contact message at {brand}: {name}' },
  'mail.contact.name': { es: 'Nombre', en: 'Name' },
  'mail.contact.email': { es: 'Correo electrónico', en: 'Email' },
  'mail.contact.phone': { es: 'Teléfono', en: 'Phone' },
  'mail.contact.language': { es: 'Idioma', en: 'Language' },
  'mail.contact.marketing': { es: 'Acepta comunicaciones comerciales', en: 'Accepts commercial communications' },
  'mail.contact.spanish': { es: 'Español', en: 'Spanish' },
  'mail.contact.english': { es: 'Inglés', en: 'English' },
  'mail.contact.yes': { es: 'Sí', en: 'Yes' },
  'mail.contact.no': { es: 'No', en: 'No' },
} as const satisfies Record<string, Bilingual>;

export type MailMessageKey = keyof typeof mailMessages;

/** A branded mail: its subject, the paragraphs above its button, the button, the small print below. */
export interface MailParts {
  subject: MailMessageKey;
  intro: readonly MailMessageKey[];
  button: MailMessageKey;
  notes: readonly MailMessageKey[];
}

/** Which entries make each mail the platform sends (its outbox `kind`). */
export const MAILS = {
  verify_email: { subject: 'mail.verifyEmail.subject', intro: ['mail.verifyEmail.intro'], button: 'mail.verifyEmail.button', notes: ['mail.verifyEmail.expiry', 'mail.verifyEmail.ignore'] },
  reset_password: { subject: 'mail.resetPassword.subject', intro: ['mail.resetPassword.intro'], button: 'mail.resetPassword.button', notes: ['mail.resetPassword.expiry', 'mail.resetPassword.ignore'] },
  signup_attempt: { subject: 'mail.signupAttempt.subject', intro: ['mail.signupAttempt.intro'], button: 'mail.signupAttempt.button', notes: ['mail.signupAttempt.expiry', 'mail.signupAttempt.ignore'] },
  kyc_approved: { subject: 'mail.kycApproved.subject', intro: ['mail.kycApproved.intro'], button: 'mail.kycApproved.button', notes: ['mail.kycApproved.wallet', 'mail.kycApproved.ignore'] },
  kyc_rejected: { subject: 'mail.kycRejected.subject', intro: ['mail.kycRejected.intro'], button: 'mail.kycRejected.button', notes: ['mail.kycRejected.next', 'mail.questions'] },
  investment_created: { subject: 'mail.investmentCreated.subject', intro: ['mail.investmentCreated.intro', 'mail.investmentCreated.transfer'], button: 'mail.investment.button', notes: ['mail.investmentCreated.confirm', 'mail.investmentCreated.ignore'] },
  investment_payment_received: { subject: 'mail.paymentReceived.subject', intro: ['mail.paymentReceived.intro', 'mail.paymentReceived.next'], button: 'mail.investment.button', notes: ['mail.paymentReceived.nothingToDo'] },
  investment_erir_verified: { subject: 'mail.erirVerified.subject', intro: ['mail.erirVerified.intro', 'mail.erirVerified.next'], button: 'mail.investment.button', notes: ['mail.erirVerified.later'] },
  investment_minted: { subject: 'mail.minted.subject', intro: ['mail.minted.intro', 'mail.minted.done'], button: 'mail.investment.button', notes: ['mail.minted.wallet'] },
  investment_rejected: { subject: 'mail.investmentRejected.subject', intro: ['mail.investmentRejected.intro', 'mail.investmentRejected.which'], button: 'mail.investment.button', notes: ['mail.investmentRejected.refund', 'mail.questions'] },
  investor_blocked: { subject: 'mail.investorBlocked.subject', intro: ['mail.investorBlocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.account', notes: ['mail.blocking.contact'] },
  investor_unblocked: { subject: 'mail.investorUnblocked.subject', intro: ['mail.investorUnblocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.account', notes: ['mail.blocking.contact'] },
  tokens_blocked: { subject: 'mail.tokensBlocked.subject', intro: ['mail.tokensBlocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.investments', notes: ['mail.blocking.contact'] },
  tokens_unblocked: { subject: 'mail.tokensUnblocked.subject', intro: ['mail.tokensUnblocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.investments', notes: ['mail.blocking.contact'] },
} as const satisfies Record<string, MailParts>;

export type MailKind = keyof typeof MAILS;

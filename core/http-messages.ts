// The messages of failures the HTTP layer itself produces (no route, a body it cannot read, a refused
// origin, a session that is missing...), in both interface languages.
import type { Language } from './i18n-locales';

export const httpMessages = {
  'http.internal': { es: 'Se ha producido un error interno. Inténtalo de nuevo más tarde.', en: 'An internal error occurred. Please try again later.' },
  'http.notFound': { es: 'Ruta de la API no encontrada', en: 'API route not found' },
  'http.methodNotAllowed': { es: 'Método no permitido en esta ruta', en: 'Method not allowed on this route' },
  'http.tooLarge': { es: 'La petición es demasiado grande', en: 'The request is too large' },
  'http.badJson': { es: 'El cuerpo de la petición no es un JSON válido', en: 'The request body is not valid JSON' },
  'http.badBody': { es: 'No se pudo leer el cuerpo de la petición', en: 'The request body could not be read' },
  'http.unsupportedType': { es: 'Tipo de contenido no admitido', en: 'Unsupported content type' },
  'http.invalidRequest': { es: 'La petición no es válida', en: 'Invalid request' },
  'http.crossSite': {
    es: 'Petición rechazada: procede de otro sitio web',
    en: 'Request refused: it comes from another website',
  },
  'http.unknownOrigin': {
    es: 'Petición rechazada: la dirección del sitio no es una de las de esta plataforma',
    en: 'Request refused: the site address is not one of this platform',
  },
  'http.unavailable': {
    es: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
    en: 'The service is unavailable right now. Please try again in a few seconds.',
  },
  'http.noSession': { es: 'No hay ninguna sesión iniciada', en: 'No session available' },
  'http.forbidden': { es: 'No tienes permiso para realizar esta acción', en: 'You are not allowed to do this' },
  'auth.loginFailed': { es: 'Correo electrónico o contraseña incorrectos', en: 'Invalid email or password' },
  'auth.emailUnverified': {
    es: 'Debes verificar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada o solicita un nuevo enlace.',
    en: 'You must verify your email before logging in. Check your inbox or ask for a new link.',
  },
  'auth.loginExpired': {
    es: 'El inicio de sesión ha caducado. Vuelve a intentarlo.',
    en: 'The sign-in attempt has expired. Please try again.',
  },
  'auth.tooManyAttempts': {
    es: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
    en: 'Too many attempts. Please wait a few minutes before trying again.',
  },
  'auth.tooManyMails': {
    es: 'Ya te hemos enviado un correo hace poco. Espera unos minutos antes de pedir otro.',
    en: 'We sent you an email a moment ago. Please wait a few minutes before asking for another.',
  },
  'auth.externalIdentity': {
    es: 'Esta acción se realiza en el proveedor de identidad de la plataforma.',
    en: 'This is done at the platform identity provider.',
  },
} satisfies Record<string, Record<Language, string>>;

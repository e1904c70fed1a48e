// Messages for the generic failures the HTTP layer itself produces, in both interface languages.
import type { Bilingual } from './language';

export const httpMessages = {
  internal: { es: 'Se ha producido un error interno. Inténtalo de nuevo más tarde.', en: 'An internal error occurred. Please try again later.' },
  notFound: { es: 'Ruta de la API no encontrada', en: 'API route not found' },
  tooLarge: { es: 'La petición es demasiado grande', en: 'The request is too large' },
  badJson: { es: 'El cuerpo de la petición no es un JSON válido', en: 'The request body is not valid JSON' },
  badBody: { es: 'No se pudo leer el cuerpo de la petición', en: 'The request body could not be read' },
  unsupportedType: { es: 'Tipo de contenido no admitido', en: 'Unsupported content type' },
  crossSite: {
    es: 'Petición rechazada: procede de otro sitio web',
    en: 'Request refused: it comes from another website',
  },
  unavailable: { es: 'Servicio no disponible', en: 'Service unavailable' },
} satisfies Record<string, Bilingual>;

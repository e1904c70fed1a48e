// Términos y condiciones of the platform: who may use it, accounts, identity verification, how
// investing works (bank transfer, steps up to minting tokens), risks, blocking, liability.
import type { LegalTextSource } from './types';

export const terms: LegalTextSource = {
  es: (brand) => ({
    title: 'Términos y condiciones',
    description: `Las condiciones de uso de la plataforma de inversión de ${brand.name}: cuenta, verificación de identidad, inversiones, riesgos y responsabilidades.`,
    intro: `Estos términos regulan el uso de la plataforma de ${brand.name}, gestionada por ${brand.legal.legalName} (NIF ${brand.legal.taxId}). Al crear una cuenta los aceptas. Léelos junto con la política de privacidad y la documentación de cada proyecto.`,
    sections: [
      {
        heading: 'Quién puede usar la plataforma',
        paragraphs: [
          'Pueden registrarse personas físicas mayores de edad con plena capacidad y personas jurídicas debidamente representadas. Para invertir es imprescindible completar la verificación de identidad (KYC) y que esta sea aprobada.',
        ],
      },
      {
        heading: 'Tu cuenta',
        items: [
          'Debes facilitar datos veraces y mantenerlos actualizados.',
          'Eres responsable de custodiar tu contraseña; avísanos de inmediato si sospechas de un uso indebido.',
          'Podemos suspender o bloquear una cuenta cuando lo exija la ley, ante indicios de fraude o de uso contrario a estos términos, informándote del motivo salvo que la ley lo impida.',
        ],
      },
      {
        heading: 'Verificación de identidad',
        paragraphs: [
          'Conforme a la Ley 10/2010 de prevención del blanqueo de capitales, te pediremos tus datos personales, documentos de identidad, un justificante de domicilio y un cuestionario sobre tu perfil inversor. Podemos rechazar una solicitud de forma motivada o pedir información adicional.',
        ],
      },
      {
        heading: 'Cómo se invierte',
        items: [
          'Cada proyecto indica su inversión mínima y máxima, el importe pendiente de financiar, la rentabilidad prevista y su documentación (whitepaper y documentos legales y financieros).',
          'La inversión se paga solo mediante transferencia bancaria a la cuenta indicada en la plataforma.',
          'Tras confirmar el pago, la inversión pasa por revisión, verificación por la entidad responsable del registro (ERIR) y emisión de los tokens, que se envían a la dirección de wallet de Polygon que nos indicaste.',
          'Una inversión puede ser rechazada, por ejemplo si el pago no se recibe o no cumple los requisitos; en ese caso se devuelven los fondos recibidos.',
        ],
      },
      {
        heading: 'Riesgos',
        paragraphs: [
          'Invertir en activos tokenizados conlleva riesgos: puedes perder todo el capital invertido, la rentabilidad no está garantizada y los tokens pueden no tener liquidez. Invierte solo lo que puedas permitirte perder y diversifica. La información de la plataforma no es asesoramiento de inversión.',
        ],
      },
      {
        heading: 'Bloqueos',
        paragraphs: [
          'Por mandato legal, orden de una autoridad o riesgo de fraude podemos bloquear temporalmente un proyecto, una cuenta o parte de los tokens de un inversor, dejando constancia del motivo. El bloqueo se levanta cuando desaparece su causa.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          `${brand.legal.legalName} responde del correcto funcionamiento de la plataforma con la diligencia debida, pero no del resultado económico de los proyectos ni de interrupciones causadas por terceros o por fuerza mayor.`,
        ],
      },
      {
        heading: 'Cambios, ley aplicable y contacto',
        paragraphs: [
          'Podemos modificar estos términos; te avisaremos con antelación de los cambios relevantes. Se rigen por la ley española y, para cualquier controversia, serán competentes los juzgados que correspondan según la normativa de consumidores y usuarios.',
          `Contacto: ${brand.legal.contactEmail} · ${brand.legal.phone} · ${brand.legal.address}.`,
        ],
      },
    ],
  }),
  en: (brand) => ({
    title: 'Terms and conditions',
    description: `The terms of use of the ${brand.name} investment platform: account, identity verification, investments, risks and liability.`,
    intro: `These terms govern the use of the ${brand.name} platform, run by ${brand.legal.legalName} (tax ID ${brand.legal.taxId}). By creating an account you accept them. Read them together with the privacy policy and each project’s documentation.`,
    sections: [
      {
        heading: 'Who may use the platform',
        paragraphs: [
          'Adults with full legal capacity and duly represented legal entities may sign up. To invest you must complete identity verification (KYC) and have it approved.',
        ],
      },
      {
        heading: 'Your account',
        items: [
          'You must give truthful details and keep them up to date.',
          'You are responsible for keeping your password safe; tell us at once if you suspect misuse.',
          'We may suspend or block an account when the law requires it or when there are signs of fraud or of use contrary to these terms, telling you why unless the law prevents it.',
        ],
      },
      {
        heading: 'Identity verification',
        paragraphs: [
          'Under Spanish anti-money-laundering Law 10/2010 we will ask for your personal details, identity documents, proof of address and an investor profile questionnaire. We may reject an application with reasons or ask for further information.',
        ],
      },
      {
        heading: 'How investing works',
        items: [
          'Each project states its minimum and maximum investment, the amount still to be funded, its expected return and its documentation (whitepaper and legal and financial documents).',
          'Investments are paid only by bank transfer to the account shown on the platform.',
          'Once the payment is confirmed, the investment goes through review, verification by the registry entity (ERIR) and token minting; the tokens are sent to the Polygon wallet address you gave us.',
          'An investment may be rejected, for example if the payment is not received or does not meet the requirements; any funds received are then returned.',
        ],
      },
      {
        heading: 'Risks',
        paragraphs: [
          'Investing in tokenized assets carries risks: you may lose all the capital invested, returns are not guaranteed and tokens may be illiquid. Only invest what you can afford to lose, and diversify. Nothing on the platform is investment advice.',
        ],
      },
      {
        heading: 'Freezes',
        paragraphs: [
          'Where the law, an authority’s order or a risk of fraud requires it, we may temporarily block a project, an account or part of an investor’s tokens, recording the reason. The block is lifted once its cause is gone.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          `${brand.legal.legalName} is responsible for running the platform with due diligence, but not for the financial outcome of the projects or for interruptions caused by third parties or force majeure.`,
        ],
      },
      {
        heading: 'Changes, governing law and contact',
        paragraphs: [
          'We may change these terms and will give you advance notice of relevant changes. They are governed by Spanish law, and disputes go to the courts that consumer protection law designates.',
          `Contact: ${brand.legal.contactEmail} · ${brand.legal.phone} · ${brand.legal.address}.`,
        ],
      },
    ],
  }),
};

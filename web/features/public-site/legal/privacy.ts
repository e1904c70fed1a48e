// Política de privacidad: GDPR (Regulation (EU) 2016/679) and Spain's LOPDGDD (Ley Orgánica 3/2018),
// covering the identity data the KYC process collects.
import type { LegalTextSource } from './types';

export const privacy: LegalTextSource = {
  es: (brand) => ({
    title: 'Política de privacidad',
    description: `Cómo trata ${brand.name} tus datos personales, incluidos los de verificación de identidad (KYC), y cómo ejercer tus derechos.`,
    intro: `Esta política explica qué datos personales tratamos cuando visitas ${brand.name}, nos escribes, te registras o inviertes, con qué fines y bases jurídicas, durante cuánto tiempo y qué derechos tienes, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
    sections: [
      {
        heading: 'Responsable del tratamiento',
        items: [
          `${brand.legal.legalName}, NIF ${brand.legal.taxId}.`,
          `Domicilio: ${brand.legal.address}.`,
          `Contacto para privacidad: ${brand.legal.contactEmail} (asunto «Protección de datos»).`,
        ],
      },
      {
        heading: 'Qué datos tratamos',
        items: [
          'Formulario de contacto: nombre, correo electrónico, teléfono (opcional), el mensaje y tus consentimientos.',
          'Cuenta: correo electrónico, contraseña (guardada solo como huella cifrada con Argon2), idioma y fechas de alta y acceso.',
          'Verificación de identidad (KYC): nombre o razón social, DNI, NIE o CIF, fecha de nacimiento o de constitución, domicilio, país, nacionalidad, profesión y nivel de estudios, teléfono, imágenes del documento de identidad (anverso y reverso) y del justificante de domicilio, respuestas sobre la condición de persona políticamente expuesta y de ciudadano estadounidense (FATCA), y el cuestionario de perfil inversor (experiencia, objetivos, tolerancia al riesgo, ingresos y origen de los fondos).',
          'Inversiones: importes, fechas, estado de cada inversión, dirección de wallet en Polygon y tokens asignados o bloqueados.',
          'Datos técnicos: dirección IP, navegador y registros de seguridad necesarios para proteger la plataforma.',
        ],
      },
      {
        heading: 'Para qué los usamos y con qué base jurídica',
        items: [
          'Responder a tus mensajes: tu consentimiento y, si pides información previa a contratar, la aplicación de medidas precontractuales (art. 6.1.a y 6.1.b RGPD).',
          'Gestionar tu cuenta y tus inversiones: la ejecución del contrato que aceptas al registrarte (art. 6.1.b RGPD).',
          'Verificar tu identidad, evaluar tu perfil inversor y prevenir el blanqueo de capitales y la financiación del terrorismo: el cumplimiento de obligaciones legales, en particular la Ley 10/2010 (art. 6.1.c RGPD).',
          'Proteger la plataforma frente a fraudes y accesos indebidos: nuestro interés legítimo en la seguridad del servicio (art. 6.1.f RGPD).',
          'Enviarte novedades y oportunidades de inversión: solo si lo has consentido marcando la casilla correspondiente; puedes retirarlo en cualquier momento (art. 6.1.a RGPD).',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        items: [
          'Mensajes de contacto: el tiempo necesario para atenderlos y, como máximo, un año.',
          'Datos de cuenta e inversiones: mientras la cuenta esté activa y, después, durante los plazos de prescripción de las acciones legales.',
          'Documentación de verificación de identidad y de las operaciones: diez años desde el fin de la relación de negocio, como exige el artículo 25 de la Ley 10/2010.',
          'Consentimiento comercial: hasta que lo retires.',
        ],
      },
      {
        heading: 'Quién puede recibirlos',
        paragraphs: [
          'No vendemos tus datos. Solo los comunicamos a autoridades y organismos públicos cuando una ley lo exige (por ejemplo, el SEPBLAC o la CNMV), a la entidad bancaria que gestiona las transferencias y a proveedores que nos prestan servicios de alojamiento, correo electrónico o verificación, con contratos de encargo del tratamiento que les obligan a protegerlos y a usarlos solo siguiendo nuestras instrucciones.',
          'Los documentos de identidad se guardan cifrados y solo los consulta el personal de cumplimiento autorizado. Los datos se alojan en la Unión Europea; si algún proveedor los tratara fuera del Espacio Económico Europeo, lo haría con garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          `Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y retirar tu consentimiento en cualquier momento, escribiendo a ${brand.legal.contactEmail} o a ${brand.legal.address}, indicando el derecho que ejerces. Te responderemos en el plazo de un mes.`,
          'Algunos datos de verificación de identidad no pueden suprimirse antes de que termine el plazo de conservación legal; en ese caso los bloquearemos y solo los pondremos a disposición de las autoridades que los soliciten.',
          'Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
        ],
      },
      {
        heading: 'Seguridad',
        paragraphs: [
          'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas, contraseñas con huella Argon2, sesiones en el servidor que no exponen credenciales al navegador, control de accesos por función y registro de las acciones administrativas.',
        ],
      },
    ],
  }),
  en: (brand) => ({
    title: 'Privacy policy',
    description: `How ${brand.name} handles your personal data, including identity verification (KYC) data, and how to exercise your rights.`,
    intro: `This policy explains which personal data we process when you visit ${brand.name}, write to us, sign up or invest, for what purposes and on what legal bases, for how long, and which rights you have, under Regulation (EU) 2016/679 (GDPR) and Spain’s Organic Law 3/2018 on Personal Data Protection and Digital Rights (LOPDGDD).`,
    sections: [
      {
        heading: 'Data controller',
        items: [
          `${brand.legal.legalName}, tax ID ${brand.legal.taxId}.`,
          `Address: ${brand.legal.address}.`,
          `Privacy contact: ${brand.legal.contactEmail} (subject “Data protection”).`,
        ],
      },
      {
        heading: 'Which data we process',
        items: [
          'Contact form: name, email, phone (optional), the message and your consents.',
          'Account: email, password (stored only as an Argon2 hash), language and sign-up and sign-in dates.',
          'Identity verification (KYC): name or company name, national ID, foreign resident ID or company tax ID, date of birth or incorporation, address, country, nationality, profession and education level, phone, images of your identity document (front and back) and of your proof of address, answers on politically exposed person and US person (FATCA) status, and the investor profile questionnaire (experience, objectives, risk tolerance, income and source of funds).',
          'Investments: amounts, dates, the status of each investment, your Polygon wallet address and the tokens assigned or frozen.',
          'Technical data: IP address, browser and the security logs needed to protect the platform.',
        ],
      },
      {
        heading: 'Why we use them and on what legal basis',
        items: [
          'To answer your messages: your consent and, if you ask for information before contracting, pre-contractual steps (GDPR art. 6.1.a and 6.1.b).',
          'To run your account and your investments: performance of the contract you accept on sign-up (GDPR art. 6.1.b).',
          'To verify your identity, assess your investor profile and prevent money laundering and terrorist financing: compliance with legal obligations, in particular Spanish Law 10/2010 (GDPR art. 6.1.c).',
          'To protect the platform against fraud and unauthorised access: our legitimate interest in a secure service (GDPR art. 6.1.f).',
          'To send you news and investment opportunities: only if you have consented by ticking the box; you can withdraw it at any time (GDPR art. 6.1.a).',
        ],
      },
      {
        heading: 'How long we keep them',
        items: [
          'Contact messages: as long as needed to answer them, and one year at most.',
          'Account and investment data: while the account is active and then for the statutory limitation periods.',
          'Identity verification and transaction records: ten years after the end of the business relationship, as article 25 of Spanish Law 10/2010 requires.',
          'Marketing consent: until you withdraw it.',
        ],
      },
      {
        heading: 'Who may receive them',
        paragraphs: [
          'We do not sell your data. We only disclose it to public authorities when the law requires it (for example SEPBLAC or the CNMV), to the bank that handles transfers, and to providers of hosting, email or verification services under data processing agreements that oblige them to protect it and to use it only on our instructions.',
          'Identity documents are stored encrypted and only authorised compliance staff can view them. Data is hosted in the European Union; should a provider process it outside the European Economic Area, it would do so with appropriate safeguards such as the European Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can exercise your rights of access, rectification, erasure, objection, restriction of processing and portability, and withdraw your consent at any time, by writing to ${brand.legal.contactEmail} or to ${brand.legal.address}, stating the right you are exercising. We will answer within one month.`,
          'Some identity verification data cannot be erased before the legal retention period ends; in that case we will block it and make it available only to the authorities that request it.',
          'If you believe we have not handled your request properly, you can complain to the Spanish Data Protection Agency (www.aepd.es).',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We apply technical and organisational measures suited to the risk: encrypted connections, Argon2 password hashes, server-side sessions that never expose credentials to the browser, role-based access control and a record of administrative actions.',
        ],
      },
    ],
  }),
};

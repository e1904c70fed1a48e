// Aviso legal (spec 000 §2): who runs the site (a limited company in Madrid) under Spanish law 34/2002
// (LSSI-CE) art. 10, intellectual property, liability and the conditions of use.
import type { LegalTextSource } from './types';

export const legalNotice: LegalTextSource = {
  es: (brand) => ({
    title: 'Aviso legal',
    description: `Identificación del titular de ${brand.name}, propiedad intelectual, responsabilidad y condiciones de uso del sitio.`,
    intro: `En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de los datos del titular de este sitio web y de las condiciones que rigen su uso.`,
    sections: [
      {
        heading: 'Titular del sitio web',
        items: [
          `Denominación social: ${brand.legal.legalName}, sociedad de responsabilidad limitada con domicilio en Madrid.`,
          `NIF: ${brand.legal.taxId}.`,
          `Domicilio social: ${brand.legal.address}.`,
          `Teléfono: ${brand.legal.phone}.`,
          `Correo electrónico: ${brand.legal.contactEmail}.`,
          'Inscrita en el Registro Mercantil de Madrid.',
        ],
      },
      {
        heading: 'Objeto',
        paragraphs: [
          `${brand.name} ofrece información sobre la tokenización de activos reales y una plataforma en la que los inversores registrados, con su identidad verificada, pueden consultar proyectos de financiación e invertir en ellos mediante transferencia bancaria. El acceso a la plataforma está sujeto además a los términos y condiciones específicos que se aceptan al registrarse.`,
        ],
      },
      {
        heading: 'Propiedad intelectual e industrial',
        paragraphs: [
          `Los textos, diseños, logotipos, marcas, imágenes, código fuente y demás contenidos de este sitio son titularidad de ${brand.legal.legalName} o de terceros que han autorizado su uso, y están protegidos por la normativa de propiedad intelectual e industrial.`,
          'Se permite su visualización y su descarga para uso personal y no comercial. Queda prohibida cualquier reproducción, distribución, comunicación pública o transformación sin autorización previa y por escrito del titular.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          `${brand.legal.legalName} procura que la información publicada sea exacta y esté actualizada, pero no garantiza la ausencia de errores ni se responsabiliza de las decisiones que se tomen únicamente sobre la base de los contenidos generales del sitio. La información de este sitio no constituye asesoramiento financiero, jurídico ni fiscal.`,
          'Invertir en activos tokenizados conlleva riesgos, incluida la pérdida total del capital invertido y la falta de liquidez. Antes de invertir, lea la documentación de cada proyecto.',
          'El titular no responde de los daños causados por interrupciones del servicio, virus o ataques informáticos ajenos a su control, ni del contenido de los sitios de terceros enlazados desde este sitio.',
        ],
      },
      {
        heading: 'Condiciones de uso',
        paragraphs: [
          'El usuario se compromete a utilizar el sitio conforme a la ley, la buena fe y el presente aviso, y a no emplearlo para actividades ilícitas, para dañar los sistemas del titular o de terceros ni para introducir programas maliciosos.',
          'El titular puede modificar en cualquier momento los contenidos del sitio y este aviso legal; la versión publicada es la vigente.',
        ],
      },
      {
        heading: 'Legislación aplicable y jurisdicción',
        paragraphs: [
          'Este aviso se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de Madrid, salvo que la normativa de consumidores y usuarios establezca otro fuero.',
        ],
      },
    ],
  }),
  en: (brand) => ({
    title: 'Legal notice',
    description: `Who runs ${brand.name}, intellectual property, liability and the conditions of use of this site.`,
    intro: `In accordance with article 10 of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic Commerce (LSSI-CE), these are the details of the owner of this website and the conditions that govern its use.`,
    sections: [
      {
        heading: 'Website owner',
        items: [
          `Company name: ${brand.legal.legalName}, a limited company registered in Madrid.`,
          `Tax ID (NIF): ${brand.legal.taxId}.`,
          `Registered office: ${brand.legal.address}.`,
          `Phone: ${brand.legal.phone}.`,
          `Email: ${brand.legal.contactEmail}.`,
          'Registered with the Madrid Commercial Registry.',
        ],
      },
      {
        heading: 'Purpose',
        paragraphs: [
          `${brand.name} provides information about the tokenization of real assets and a platform where registered investors, once their identity is verified, can review funding projects and invest in them by bank transfer. Access to the platform is also subject to the specific terms and conditions accepted on sign-up.`,
        ],
      },
      {
        heading: 'Intellectual and industrial property',
        paragraphs: [
          `The texts, designs, logos, trademarks, images, source code and other content of this site belong to ${brand.legal.legalName} or to third parties who have authorised their use, and are protected by intellectual and industrial property law.`,
          'You may view and download them for personal, non-commercial use. Any reproduction, distribution, public communication or transformation without the prior written consent of the owner is prohibited.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          `${brand.legal.legalName} strives to keep the published information accurate and up to date, but does not guarantee it is free of errors and is not liable for decisions made solely on the basis of the site's general content. Nothing on this site is financial, legal or tax advice.`,
          'Investing in tokenized assets carries risks, including the total loss of the capital invested and a lack of liquidity. Read each project’s documentation before investing.',
          'The owner is not liable for damage caused by service interruptions, viruses or cyber-attacks beyond its control, nor for the content of third-party sites linked from this site.',
        ],
      },
      {
        heading: 'Conditions of use',
        paragraphs: [
          'Users undertake to use the site lawfully, in good faith and in accordance with this notice, and not to use it for unlawful activities, to harm the systems of the owner or of third parties, or to introduce malicious software.',
          'The owner may change the site’s content and this legal notice at any time; the published version is the one in force.',
        ],
      },
      {
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          'This notice is governed by Spanish law. Any dispute shall be submitted to the courts of Madrid, unless consumer protection law provides for a different venue.',
        ],
      },
    ],
  }),
};

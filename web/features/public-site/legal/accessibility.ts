// Declaración de accesibilidad: the WCAG 2.1 AA target, how it is checked, known limits and how to
// report a barrier.
import type { LegalTextSource } from './types';

export const accessibility: LegalTextSource = {
  es: (brand) => ({
    title: 'Declaración de accesibilidad',
    description: `El compromiso de ${brand.name} con la accesibilidad (WCAG 2.1 nivel AA), cómo lo comprobamos y cómo comunicarnos una barrera.`,
    intro: `${brand.legal.legalName} se compromete a que su sitio web y su plataforma sean accesibles para todas las personas, tomando como referencia las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 de nivel AA y la norma europea EN 301 549.`,
    sections: [
      {
        heading: 'Situación de cumplimiento',
        paragraphs: [
          'El sitio es parcialmente conforme con las WCAG 2.1 AA: cumplimos la mayoría de los criterios y corregimos los problemas a medida que los detectamos.',
        ],
      },
      {
        heading: 'Qué hemos hecho',
        items: [
          'Todas las páginas se pueden usar solo con el teclado y muestran dónde está el foco.',
          'Los formularios tienen etiquetas, marcan los campos obligatorios y explican cada error junto al campo.',
          'Los colores de cada marca cumplen un contraste mínimo de 4,5:1 en el texto.',
          'Las páginas tienen títulos y encabezados ordenados, un enlace para saltar al contenido y se adaptan a pantallas de móvil y a la ampliación del texto.',
          'Cada versión se revisa con herramientas automáticas (axe) y con pruebas manuales en móvil y tableta.',
        ],
      },
      {
        heading: 'Limitaciones conocidas',
        paragraphs: [
          'Algunos documentos PDF de los proyectos, elaborados por terceros, pueden no estar etiquetados para lectores de pantalla. Si necesitas uno en otro formato, pídenoslo y te lo facilitaremos.',
        ],
      },
      {
        heading: 'Comunícanos una barrera',
        paragraphs: [
          `Si encuentras algún problema de accesibilidad, escríbenos a ${brand.legal.contactEmail} o llámanos al ${brand.legal.phone}, indicando la página y lo que ocurre. Te responderemos en un plazo máximo de 20 días hábiles.`,
        ],
      },
    ],
  }),
  en: (brand) => ({
    title: 'Accessibility statement',
    description: `${brand.name}’s commitment to accessibility (WCAG 2.1 level AA), how we check it and how to report a barrier.`,
    intro: `${brand.legal.legalName} is committed to making its website and platform accessible to everyone, using the Web Content Accessibility Guidelines (WCAG) 2.1 level AA and the European standard EN 301 549 as the reference.`,
    sections: [
      {
        heading: 'Compliance status',
        paragraphs: ['The site is partially conformant with WCAG 2.1 AA: we meet most criteria and fix issues as we find them.'],
      },
      {
        heading: 'What we have done',
        items: [
          'Every page can be used with the keyboard alone and shows where the focus is.',
          'Forms have labels, mark required fields and explain each error next to its field.',
          'Each brand’s colours keep text at a contrast of at least 4.5:1.',
          'Pages have titles and ordered headings, a skip-to-content link, and adapt to phone screens and text zoom.',
          'Every release is checked with automated tools (axe) and by hand on phones and tablets.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Some project PDF documents, produced by third parties, may not be tagged for screen readers. If you need one in another format, ask us and we will provide it.',
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: [
          `If you find an accessibility problem, write to ${brand.legal.contactEmail} or call ${brand.legal.phone}, telling us the page and what happens. We will answer within 20 working days at most.`,
        ],
      },
    ],
  }),
};

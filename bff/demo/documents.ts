// Real PDF documents for the demo projects (pdf-lib), in Spanish: the whitepaper every project has and
// the legal, financial and technical documents some add. Figures come from the project's own data.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate, formatEuros, formatPercent } from '../../core/format';
import { toCents } from '../../core/money';
import type { ProjectModality, ProjectType } from '../../db/tables';
import type { BrandSeed } from '../../db/seeds/brands';
import type { DemoProject, ExtraDocumentType } from './projects';

export type DemoDocumentType = 'whitepaper' | ExtraDocumentType;

export const DOCUMENT_TITLES: Record<DemoDocumentType, string> = {
  whitepaper: 'Whitepaper de la emisión de tokens',
  legal: 'Escritura y estatutos de la sociedad vehículo',
  financial: 'Modelo financiero y previsiones',
  technical: 'Informe técnico independiente',
};

const TYPE_LABELS: Record<ProjectType, string> = {
  real_estate: 'inmobiliario',
  business: 'empresa',
  infrastructure: 'infraestructura',
  energy: 'energía',
  other: 'otro',
};

const MODALITY_LABELS: Record<ProjectModality, string> = {
  equity: 'capital (participaciones de la sociedad vehículo)',
  debt: 'deuda (préstamo a la sociedad promotora)',
  hybrid: 'híbrida (préstamo con remuneración variable)',
  crowdfunding: 'financiación participativa',
};

const HOLDER_RIGHTS: Record<ProjectModality, string> = {
  equity:
    'Cada token representa una participación social de la sociedad vehículo con los mismos derechos económicos que las demás: dividendos, cuota de liquidación y derecho de información. Los derechos políticos se ejercen agrupados a través de un representante elegido por los titulares.',
  debt: 'Cada token representa una parte alícuota de un derecho de crédito frente a la sociedad promotora: cobro de los intereses pactados y devolución del principal en el calendario previsto, con las garantías descritas en la escritura de préstamo.',
  hybrid:
    'Cada token representa una parte de un préstamo participativo: interés fijo, más una remuneración variable ligada a la evolución del negocio. En caso de liquidación el préstamo participativo se sitúa detrás de los acreedores comunes.',
  crowdfunding:
    'Cada token representa una participación en la financiación del proyecto en las condiciones publicadas: cobro de las rentas o intereses previstos y devolución del capital al vencimiento, según el contrato de inversión.',
};

const TYPE_RISKS: Record<ProjectType, string> = {
  real_estate:
    'Riesgos propios del inmobiliario: retrasos o sobrecostes de obra, desocupación o impago de inquilinos, y una evolución de precios que reduzca el valor de venta.',
  business:
    'Riesgos propios de la empresa financiada: evolución de las ventas y de los márgenes, dependencia del equipo gestor y competencia en su mercado.',
  infrastructure:
    'Riesgos propios de las infraestructuras: retrasos en permisos y construcción, disponibilidad técnica inferior a la prevista y cambios regulatorios.',
  energy:
    'Riesgos propios de la energía: producción inferior a la estimada, precios de mercado de la electricidad, restricciones de evacuación a la red y cambios regulatorios.',
  other:
    'Riesgos propios de la actividad: ejecución del plan de negocio, concentración de clientes o prestatarios y condiciones del mercado en el que opera.',
};

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.42, 0.45, 0.52);

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The standard PDF fonts speak WinAnsi only: turn the narrow no-break space Intl may emit into one they know. */
const pdfText = (text: string) => text.replace(/\u202f/g, '\u00a0');

const cents = (euros: number) => toCents(euros)!;

type Block = { paragraph: string } | { table: { columns: string[]; rows: string[][]; widths: number[] } };

interface Section {
  heading: string;
  blocks: Block[];
}

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly color: ReturnType<typeof rgb>,
  ) {}

  newPage(): PDFPage {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  moveTo(y: number) {
    this.y = y;
  }

  private ensure(space: number) {
    if (this.y - space < PAGE.margin + 20) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of pdfText(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  heading(text: string) {
    this.ensure(70);
    this.y -= 12;
    this.page.drawText(pdfText(text), { x: PAGE.margin, y: this.y, size: 14, font: this.fonts.bold, color: this.color });
    this.y -= 22;
  }

  paragraph(text: string) {
    for (const part of text.split(/\n\s*\n/)) {
      for (const line of this.wrap(part, this.fonts.regular, 10.5, TEXT_WIDTH)) {
        this.ensure(15);
        this.page.drawText(line, { x: PAGE.margin, y: this.y, size: 10.5, font: this.fonts.regular, color: INK });
        this.y -= 15;
      }
      this.y -= 7;
    }
  }

  table({ columns, rows, widths }: { columns: string[]; rows: string[][]; widths: number[] }) {
    const total = widths.reduce((a, b) => a + b, 0);
    const xs = widths.map((_, i) => PAGE.margin + (TEXT_WIDTH * widths.slice(0, i).reduce((a, b) => a + b, 0)) / total);
    const cellWidth = (i: number) => (TEXT_WIDTH * widths[i]!) / total - 8;
    const drawRow = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, font, 9.5, cellWidth(i)));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 13 + 8;
      this.ensure(height);
      wrapped.forEach((lines, i) =>
        lines.forEach((line, l) => this.page.drawText(line, { x: xs[i]!, y: this.y - 11 - l * 13, size: 9.5, font, color: INK })),
      );
      this.y -= height;
      this.page.drawLine({ start: { x: PAGE.margin, y: this.y + 3 }, end: { x: PAGE.width - PAGE.margin, y: this.y + 3 }, thickness: 0.5, color: MUTED });
    };
    drawRow(columns, this.fonts.bold);
    for (const row of rows) drawRow(row, this.fonts.regular);
    this.y -= 18;
  }

  section({ heading, blocks }: Section) {
    this.heading(heading);
    for (const block of blocks) {
      if ('paragraph' in block) this.paragraph(block.paragraph);
      else this.table(block.table);
    }
  }
}

function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).filter(Boolean);
}

function issueFacts(project: DemoProject): string[][] {
  const tokens = Math.floor(project.totalFundingEur / project.tokenValueEur);
  return [
    ['Tipo de proyecto', TYPE_LABELS[project.projectType]],
    ['Modalidad', MODALITY_LABELS[project.modality]],
    ['Importe objetivo', formatEuros(cents(project.totalFundingEur))],
    ['Valor nominal del token', formatEuros(cents(project.tokenValueEur), { decimals: 2 })],
    ['Tokens emitidos', tokens.toLocaleString('es-ES')],
    ['Inversión mínima y máxima', `${formatEuros(cents(project.minInvestmentEur))} – ${formatEuros(cents(project.maxInvestmentEur))}`],
    ['Plazo', `${project.durationMonths} meses (${formatDate(project.startDate)} – ${formatDate(project.endDate)})`],
    ['Rentabilidad anual objetivo', formatPercent(project.annualReturnBp)],
    ['Rentabilidad total objetivo', formatPercent(project.totalReturnBp)],
  ];
}

function whitepaper(project: DemoProject, brand: BrandSeed): Section[] {
  const [summary = '', ...asset] = paragraphs(project.description);
  return [
    { heading: '1. Resumen', blocks: [{ paragraph: summary }] },
    { heading: '2. El activo', blocks: [{ paragraph: asset.join('\n\n') || summary }] },
    {
      heading: '3. Estructura de la emisión',
      blocks: [
        { table: { columns: ['Concepto', 'Valor'], rows: issueFacts(project), widths: [2, 3] } },
        {
          paragraph:
            'Los tokens se emiten en la red Polygon como tokens de seguridad permisionados (estándar ERC-3643): solo pueden tenerlos inversores con la verificación de identidad aprobada, y el emisor puede congelarlos, total o parcialmente, por orden judicial o requerimiento regulatorio.',
        },
      ],
    },
    { heading: '4. Condiciones de la inversión', blocks: [{ paragraph: project.investmentTerms }] },
    {
      heading: '5. Cómo invertir',
      blocks: [
        {
          paragraph: `La inversión se solicita en ${brand.name} una vez aprobada la verificación de identidad (KYC) y se paga por transferencia bancaria a la cuenta de la emisión en ${brand.bank_name}. Tras comprobar el pago, ${brand.name} revisa la operación, la entidad responsable del registro (ERIR) la verifica y los tokens se emiten a la cartera del inversor.`,
        },
      ],
    },
    {
      heading: '6. Riesgos',
      blocks: [
        { paragraph: TYPE_RISKS[project.projectType] },
        {
          paragraph:
            'Invertir en activos no cotizados conlleva riesgos: puede perderse todo o parte del capital invertido, la liquidez de los tokens es limitada y la rentabilidad estimada no garantiza rentabilidades futuras. Lea este documento completo y la documentación legal antes de invertir, y no invierta más de lo que pueda permitirse perder.',
        },
      ],
    },
  ];
}

function vehicleName(project: DemoProject): string {
  return `${project.name.split(' — ')[0]} SPV, S.L.`;
}

function legal(project: DemoProject, brand: BrandSeed): Section[] {
  return [
    {
      heading: '1. La sociedad vehículo',
      blocks: [
        {
          paragraph: `${vehicleName(project)} es una sociedad de responsabilidad limitada de nacionalidad española, con domicilio en Madrid, inscrita en el Registro Mercantil de Madrid. Su objeto social se limita a la tenencia, explotación y, en su caso, venta del activo descrito en el whitepaper, de modo que su patrimonio queda separado del de la sociedad promotora y del de ${brand.legal_name}.`,
        },
      ],
    },
    { heading: '2. Derechos de los titulares de tokens', blocks: [{ paragraph: HOLDER_RIGHTS[project.modality] }] },
    {
      heading: '3. Gobierno e información',
      blocks: [
        {
          paragraph:
            'El órgano de administración informa a los titulares cada trimestre sobre la marcha del proyecto, los cobros y los pagos realizados, y publica las cuentas anuales auditadas. Las decisiones extraordinarias (venta anticipada del activo, modificación del plazo o nuevas deudas) exigen el acuerdo de la mayoría de los tokens emitidos.',
        },
      ],
    },
    {
      heading: '4. Transmisión y bloqueo de los tokens',
      blocks: [
        {
          paragraph:
            'Los tokens solo pueden transmitirse a inversores verificados de la plataforma. La entidad responsable del registro (ERIR) puede bloquear tokens concretos o todos los de un inversor por orden judicial, requerimiento regulatorio o incumplimiento de la normativa de prevención del blanqueo de capitales.',
        },
      ],
    },
    {
      heading: '5. Ley aplicable y jurisdicción',
      blocks: [
        {
          paragraph:
            'La emisión se rige por la ley española, en particular por la Ley 6/2023 de los Mercados de Valores y de los Servicios de Inversión y el Reglamento (UE) 2022/858 sobre infraestructuras de mercado basadas en tecnología de registros distribuidos. Para cualquier controversia, las partes se someten a los juzgados y tribunales de Madrid.',
        },
      ],
    },
  ];
}

function financial(project: DemoProject): Section[] {
  const capital = BigInt(cents(project.totalFundingEur));
  const years = Math.ceil(project.durationMonths / 12);
  let accumulated = 0n;
  const rows = Array.from({ length: years }, (_, i) => {
    const months = Math.min(12, project.durationMonths - i * 12);
    // Whole cents throughout: distribution = capital × rate × months / 12, rounded down.
    const distribution = (capital * BigInt(project.annualReturnBp) * BigInt(months)) / 120_000n;
    accumulated += distribution;
    return [`Año ${i + 1}`, formatEuros(distribution), formatEuros(accumulated), formatPercent(Number((accumulated * 10_000n) / capital))];
  });
  const per1000 = (bp: number) => formatEuros(100_000n + (100_000n * BigInt(bp) * BigInt(project.durationMonths)) / 120_000n);
  const scenarios = [
    ['Desfavorable', Math.round(project.annualReturnBp * 0.6)],
    ['Base', project.annualReturnBp],
    ['Favorable', Math.round(project.annualReturnBp * 1.15)],
  ] as const;
  return [
    {
      heading: '1. Hipótesis principales',
      blocks: [
        {
          paragraph: `El modelo parte de un importe captado de ${formatEuros(cents(project.totalFundingEur))}, un plazo de ${project.durationMonths} meses desde el ${formatDate(project.startDate)} y una rentabilidad anual objetivo del ${formatPercent(project.annualReturnBp)}. Las cifras son previsiones antes de impuestos y no incluyen la plusvalía o minusvalía que pueda producirse al vencimiento.`,
        },
      ],
    },
    {
      heading: '2. Calendario previsto de distribuciones',
      blocks: [{ table: { columns: ['Periodo', 'Distribución', 'Acumulado', 'Sobre el capital'], rows, widths: [1.2, 2, 2, 1.6] } }],
    },
    {
      heading: '3. Escenarios',
      blocks: [
        {
          table: {
            columns: ['Escenario', 'Rentabilidad anual', 'Cobro total por cada 1.000 € invertidos'],
            rows: scenarios.map(([label, bp]) => [label, formatPercent(bp), per1000(bp)]),
            widths: [1.4, 1.6, 3],
          },
        },
        {
          paragraph:
            'El escenario desfavorable supone ingresos un 40 % inferiores a los previstos; el favorable, un 15 % superiores. Ninguno contempla la pérdida del capital, que también es posible.',
        },
      ],
    },
  ];
}

function technical(project: DemoProject): Section[] {
  const [summary = '', ...details] = paragraphs(project.description);
  return [
    {
      heading: '1. Alcance del informe',
      blocks: [
        {
          paragraph:
            'Ingeniería Meseta Consultores, S.L.P., sin relación con el promotor ni con la plataforma, ha revisado el proyecto técnico, los permisos, el presupuesto de inversión y el calendario de ejecución, y ha visitado el emplazamiento.',
        },
      ],
    },
    { heading: '2. Descripción técnica', blocks: [{ paragraph: [summary, ...details.slice(0, 1)].join('\n\n') }] },
    {
      heading: '3. Presupuesto y calendario',
      blocks: [
        {
          paragraph: `El presupuesto revisado es coherente con el importe de la emisión (${formatEuros(cents(project.totalFundingEur))}) e incluye una partida de imprevistos del 7 %. El calendario de ${project.durationMonths} meses es alcanzable con los permisos obtenidos y los contratos firmados.`,
        },
      ],
    },
    {
      heading: '4. Conclusiones',
      blocks: [
        {
          paragraph:
            'No se han identificado defectos que impidan la ejecución. Se recomienda un seguimiento trimestral del avance y de las desviaciones de coste, cuyo resultado se publicará a los titulares de tokens.',
        },
      ],
    },
  ];
}

export async function renderProjectDocument(project: DemoProject, brand: BrandSeed, type: DemoDocumentType): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const title = DOCUMENT_TITLES[type];
  pdf.setTitle(`${title} — ${project.name}`);
  pdf.setAuthor(brand.legal_name);
  pdf.setLanguage('es-ES');
  // Fixed dates keep the files identical from one seed to the next.
  pdf.setCreationDate(new Date(`${project.startDate}T09:00:00Z`));
  pdf.setModificationDate(new Date(`${project.startDate}T09:00:00Z`));
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(pdf, fonts, hexToRgb(brand.colors.primary));

  const cover = writer.newPage();
  cover.drawRectangle({ x: 0, y: PAGE.height - 230, width: PAGE.width, height: 230, color: hexToRgb(brand.colors.dark) });
  cover.drawText(brand.name.toUpperCase(), { x: PAGE.margin, y: PAGE.height - 70, size: 12, font: fonts.bold, color: hexToRgb(brand.colors.accent) });
  writer.wrap(project.name, fonts.bold, 22, TEXT_WIDTH).forEach((line, i) =>
    cover.drawText(line, { x: PAGE.margin, y: PAGE.height - 115 - i * 28, size: 22, font: fonts.bold, color: rgb(1, 1, 1) }),
  );
  cover.drawText(pdfText(title), { x: PAGE.margin, y: PAGE.height - 200, size: 11, font: fonts.regular, color: rgb(0.85, 0.88, 0.95) });
  writer.moveTo(PAGE.height - 270);

  const sections = { whitepaper: () => whitepaper(project, brand), legal: () => legal(project, brand), financial: () => financial(project), technical: () => technical(project) }[type]();
  for (const section of sections) writer.section(section);

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    page.drawText(pdfText(`${brand.legal_name} · ${brand.tax_id}`), { x: PAGE.margin, y: 30, size: 8, font: fonts.regular, color: MUTED });
    const label = `Página ${i + 1} de ${pages.length}`;
    page.drawText(label, { x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(label, 8), y: 30, size: 8, font: fonts.regular, color: MUTED });
  });
  return Buffer.from(await pdf.save());
}

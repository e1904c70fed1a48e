// A real PDF whitepaper for each demo project (pdf-lib): cover, summary, asset, token structure and
// risks, in Spanish.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DemoProject } from './demo-projects';

const TYPE_LABELS: Record<DemoProject['projectType'], string> = {
  real_estate: 'Inmobiliario',
  business: 'Empresa',
  infrastructure: 'Infraestructura',
  energy: 'Energía',
  other: 'Otro',
};

const euros = (n: number) => `${n.toLocaleString('es-ES')} EUR`;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line, '');
  }
  return lines;
}

export async function renderWhitepaper(project: DemoProject, brandName: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Whitepaper — ${project.name}`);
  pdf.setAuthor(brandName);
  pdf.setLanguage('es-ES');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 842 - margin;

  const newPage = () => {
    page = pdf.addPage([595, 842]);
    y = 842 - margin;
  };
  const heading = (text: string) => {
    if (y < 140) newPage();
    y -= 10;
    page.drawText(text, { x: margin, y, size: 15, font: bold, color: rgb(0.04, 0.2, 0.55) });
    y -= 24;
  };
  const paragraph = (text: string) => {
    for (const line of wrap(text, regular, 10.5, 595 - 2 * margin)) {
      if (y < margin) newPage();
      page.drawText(line, { x: margin, y, size: 10.5, font: regular, color: rgb(0.12, 0.14, 0.2) });
      y -= 15;
    }
  };

  page.drawRectangle({ x: 0, y: 842 - 220, width: 595, height: 220, color: rgb(0.04, 0.11, 0.25) });
  page.drawText(brandName.toUpperCase(), { x: margin, y: 842 - 70, size: 12, font: bold, color: rgb(0.5, 0.85, 0.8) });
  const titleLines = wrap(project.name, bold, 22, 595 - 2 * margin).filter(Boolean);
  titleLines.forEach((line, i) => page.drawText(line, { x: margin, y: 842 - 115 - i * 28, size: 22, font: bold, color: rgb(1, 1, 1) }));
  page.drawText('Whitepaper de la emisión de tokens', { x: margin, y: 842 - 195, size: 11, font: regular, color: rgb(0.85, 0.88, 0.95) });
  y = 842 - 260;

  heading('1. Resumen');
  paragraph(project.description.split('\n')[0] ?? '');
  heading('2. El activo');
  paragraph(project.description.split('\n').slice(1).join('\n') || project.description);
  heading('3. Estructura de la emisión');
  paragraph(
    [
      `Tipo de proyecto: ${TYPE_LABELS[project.projectType]}. Modalidad: ${project.modality}.`,
      `Importe objetivo: ${euros(project.totalFundingEur)}. Valor nominal del token: ${euros(project.tokenValueEur)}.`,
      `Inversión mínima: ${euros(project.minInvestmentEur)}; máxima por inversor: ${euros(project.maxInvestmentEur)}.`,
      `Plazo: ${project.durationMonths} meses. Rentabilidad anual objetivo: ${project.annualReturnPct.toLocaleString('es-ES')} %; total: ${project.totalReturnPct.toLocaleString('es-ES')} %.`,
      'Los tokens se emiten en la red Polygon como tokens de seguridad permisionados (estándar ERC-3643): solo pueden tenerlos inversores con la verificación de identidad aprobada, y el emisor puede congelarlos por orden judicial o requerimiento regulatorio.',
    ].join('\n'),
  );
  heading('4. Condiciones de la inversión');
  paragraph(project.investmentTerms);
  heading('5. Riesgos');
  paragraph(
    'Invertir en activos no cotizados conlleva riesgos: puede perderse todo o parte del capital invertido, la liquidez de los tokens es limitada y la rentabilidad pasada o estimada no garantiza rentabilidades futuras. Lee este documento completo y la documentación legal antes de invertir, y no inviertas más de lo que puedas permitirte perder.',
  );
  return Buffer.from(await pdf.save());
}

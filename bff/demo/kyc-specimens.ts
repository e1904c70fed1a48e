// Specimen identity documents for the demo KYC applications, drawn on the spot (no binary assets, and
// nothing that could pass for a real person's papers): an ID card's front and back as JPEG, crossed
// "ESPÉCIMEN / SPECIMEN", and a one-page residence certificate as PDF.
import sharp from 'sharp';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';

export interface SpecimenPerson {
  fullName: string;
  idNumber: string;
  birthDate: string;
  address: string;
  city: string;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const WIDTH = 1200;
const HEIGHT = 760;

const stamp = `<g transform="rotate(-18 600 380)" opacity="0.28"><text x="600" y="400" font-family="Arial, Helvetica, sans-serif" font-size="120" font-weight="700" fill="#B91C1C" text-anchor="middle">ESPÉCIMEN</text><text x="600" y="500" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#B91C1C" text-anchor="middle">SPECIMEN · SIN VALIDEZ</text></g>`;

function card(body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" rx="36" fill="#E8EEF7"/>
<rect x="0" y="0" width="${WIDTH}" height="110" rx="36" fill="#1E3A8A"/><rect x="0" y="70" width="${WIDTH}" height="40" fill="#1E3A8A"/>
<text x="48" y="72" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="#FFFFFF">DOCUMENTO DE IDENTIDAD · DEMO</text>
${body}${stamp}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const line = (x: number, y: number, label: string, value: string) =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#475569">${escape(label)}</text>
<text x="${x}" y="${y + 38}" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#0F172A">${escape(value)}</text>`;

export function specimenFront(person: SpecimenPerson): Promise<Buffer> {
  const [given = '', ...surnames] = person.fullName.split(' ');
  return card(`<rect x="60" y="160" width="300" height="380" rx="16" fill="#CBD5E1"/>
<circle cx="210" cy="290" r="80" fill="#94A3B8"/><rect x="100" y="390" width="220" height="140" rx="70" fill="#94A3B8"/>
${line(420, 180, 'APELLIDOS / SURNAMES', surnames.join(' '))}
${line(420, 280, 'NOMBRE / NAME', given)}
${line(420, 380, 'FECHA DE NACIMIENTO / DATE OF BIRTH', person.birthDate.split('-').reverse().join(' '))}
${line(420, 480, 'DNI NÚM. / ID NO.', person.idNumber)}
${line(60, 600, 'VÁLIDO HASTA / VALID UNTIL', '01 01 2035')}`);
}

export function specimenBack(person: SpecimenPerson): Promise<Buffer> {
  const mrz = `IDESP${person.idNumber.replace(/\W/g, '')}<<<<<<<<<<<<<<<`.slice(0, 30);
  return card(`${line(60, 180, 'DOMICILIO / ADDRESS', person.address)}
${line(60, 280, 'LOCALIDAD / CITY', person.city)}
${line(60, 380, 'NACIONALIDAD / NATIONALITY', 'ESP')}
<rect x="0" y="560" width="${WIDTH}" height="200" fill="#F8FAFC"/>
<text x="48" y="640" font-family="Courier New, monospace" font-size="44" fill="#0F172A">${escape(mrz)}</text>
<text x="48" y="700" font-family="Courier New, monospace" font-size="44" fill="#0F172A">${escape(`DEMO<<${person.fullName.toUpperCase().replace(/\s+/g, '<')}`.slice(0, 30))}</text>`);
}

export async function specimenResidenceCertificate(person: SpecimenPerson): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Certificado de empadronamiento (espécimen)');
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('CERTIFICADO DE EMPADRONAMIENTO', { x: 56, y: 760, size: 18, font: bold });
  page.drawText('Documento de demostración — ESPÉCIMEN sin validez', { x: 56, y: 736, size: 11, font, color: rgb(0.72, 0.11, 0.11) });
  const rows = [
    ['Nombre', person.fullName],
    ['DNI/NIE', person.idNumber],
    ['Domicilio', person.address],
    ['Municipio', person.city],
    ['Fecha de alta en el padrón', '15/03/2019'],
  ];
  rows.forEach(([label, value], i) => {
    page.drawText(`${label}:`, { x: 56, y: 680 - i * 28, size: 12, font: bold });
    page.drawText(value!, { x: 230, y: 680 - i * 28, size: 12, font });
  });
  page.drawText('ESPÉCIMEN', { x: 120, y: 360, size: 96, font: bold, color: rgb(0.72, 0.11, 0.11), opacity: 0.18, rotate: degrees(30) });
  return Buffer.from(await pdf.save());
}

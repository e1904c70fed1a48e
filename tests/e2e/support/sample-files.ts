// Real files for upload tests, made on the spot: a PNG that does not compress (so its upload takes long
// enough to watch the progress) and a one-page PDF.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface SampleFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of random pixels: about width × height × 3 bytes, since noise does not compress. */
export async function noisePng(name: string, width: number, height: number): Promise<SampleFile> {
  const pixels = randomBytes(width * height * 3);
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function onePagePdf(name: string, text: string): Promise<SampleFile> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 56, y: 760, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/** A PDF of about `size` bytes: a real one-page document followed by comment lines, which readers skip. */
export async function pdfOfSize(name: string, size: number): Promise<SampleFile> {
  const { buffer } = await onePagePdf(name, 'Certificado de residencia (espécimen)');
  const line = Buffer.from(`%${'x'.repeat(78)}\n`);
  const lines = Math.max(0, Math.floor((size - buffer.length) / line.length));
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([buffer, ...Array.from({ length: lines }, () => line)]) };
}

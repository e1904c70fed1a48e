// Real files for upload tests, made on the fly (no binary fixtures in the repository): a drawn PNG, an
// incompressible PNG over the image limit, a PDF, a minimal .docx (a ZIP whose [Content_Types].xml
// names a Word document), a Compound File header as legacy Office files start, and the multipart call.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { TestBrowser } from './browser';

export interface TestFile {
  name: string;
  body: Buffer;
  /** What the browser would claim; the server must not trust it. */
  type?: string;
}

/** A 1600x1000 landscape like an architect's render: gradient sky, buildings, windows. */
export async function drawnPng(width = 1600, height = 1000): Promise<Buffer> {
  const windows = Array.from({ length: 60 }, (_, i) => {
    const x = 80 + (i % 15) * 100;
    const y = 420 + Math.floor(i / 15) * 110;
    return `<rect x="${x}" y="${y}" width="48" height="64" fill="#fbbf24" opacity="${0.3 + (i % 5) * 0.15}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1b3f"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#s)"/><rect x="40" y="360" width="1520" height="640" fill="#ffffff" opacity="0.12"/>${windows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Random pixels do not compress: 1024x1024 RGB is a genuine PNG of a little over 3 MB. */
export function noisePng(side = 1024): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function pdfDocument(title = 'Whitepaper de prueba'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 72, y: 760, size: 20, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** A ZIP with stored (uncompressed) entries: local headers, then the central directory, then its end. */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The smallest .docx Word's own detection accepts: the content types part and the document part. */
export function minimalDocx(mainContentType = WORD_MAIN): Buffer {
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainContentType}"/></Types>`;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Contrato de prueba</w:t></w:r></w:p></w:body></w:document>`;
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** The 512-byte header every Compound File Binary (.doc, .xls, .ppt, but also .msi) starts with. */
export function compoundFileHeader(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return header;
}

/** POST /api/projects/files as the admin form sends it: text fields first, then the file. */
export function uploadProjectFile(
  browser: TestBrowser,
  fields: Record<string, string>,
  file?: TestFile,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.body)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return browser.request('/api/projects/files', { method: 'POST', body: form, headers });
}

// A QR code drawn as an SVG: the EPC transfer code of a payment, the otpauth:// address an authenticator
// app scans. Loaded on its own (React.lazy) by the screens that show one, so the encoder stays out of
// their chunks until a code shows.
//
// Encoder: qrcode-generator (Kazuhiko Arase): no dependencies, MIT, ~20 KB minified, runs in any
// browser; we draw its modules ourselves as one SVG path (sharp at any size, printable, no canvas).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** Modules of quiet zone around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

/** The text as UTF-8 bytes, each as one char: what qrcode-generator's byte mode writes as they are. */
export function utf8Binary(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return binary;
}

/** The code's dark modules at error correction level M (which EPC069-12 asks for), as rows of booleans. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(utf8Binary(text), 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** One SVG path drawing every dark module as a unit square, offset by the quiet zone. */
export function modulesPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

export function QrCode({ text, label, className }: { text: string; label: string; className: string }) {
  const { size, path } = useMemo(() => {
    const modules = qrModules(text);
    return { size: modules.length + 2 * QUIET_ZONE, path: modulesPath(modules) };
  }, [text]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

export default QrCode;

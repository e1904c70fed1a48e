// The transfer as an EPC QR code (the European Payments Council's "SEPA Credit Transfer" code, the one
// Spanish banking apps scan to fill in a transfer), drawn as an SVG from transfer.epc_payload. Loaded on
// its own (React.lazy) so the QR encoder stays out of the detail page's chunk until a payment shows.
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

/** The code's dark modules (EPC069-12 asks for error correction level M), as rows of booleans. */
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

export function EpcQrCode({ payload, label }: { payload: string; label: string }) {
  const { size, path } = useMemo(() => {
    const modules = qrModules(payload);
    return { size: modules.length + 2 * QUIET_ZONE, path: modulesPath(modules) };
  }, [payload]);
  return (
    <svg className="epc-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

export default EpcQrCode;

// The build's hashed assets (dist/web/assets), answered from memory. A name changes whenever its file's
// content does, so each file is read once, with the compressed copies the build wrote beside it, and
// kept. koa-send answers each request with a check for the .br copy, a stat, an open and a read stream
// whose buffers are then reclaimed by major garbage collections: 390 µs of server CPU per script, and
// ~90 ms per empty-cache visit of a signed-in project page, which asks for some twenty of them. From
// memory: 120 µs and ~60 ms. Only the files there at start are kept, so the memory is the build's own
// size (a few MB) whatever paths are asked for; anything else goes on to koa-send. The first read of
// each is synchronous: a few KB, once per process.
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';

const ASSETS_DIR = 'assets';
/** The build's compressed copies, preferred in this order, as koa-send picks them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface Copy {
  body: Buffer;
  lastModified: Date;
}

interface Asset {
  identity: Copy;
  encoded: Partial<Record<(typeof ENCODINGS)[number]['name'], Copy>>;
}

function readCopy(file: string): Copy | undefined {
  try {
    return { body: fs.readFileSync(file), lastModified: fs.statSync(file).mtime };
  } catch {
    return undefined;
  }
}

function readAsset(dir: string, name: string): Asset | undefined {
  const identity = readCopy(path.join(dir, name));
  if (!identity) return undefined;
  const encoded: Asset['encoded'] = {};
  for (const { name: encoding, suffix } of ENCODINGS) {
    const copy = readCopy(path.join(dir, name + suffix));
    if (copy) encoded[encoding] = copy;
  }
  return { identity, encoded };
}

/** The names in the build's assets folder, compressed copies aside; none when there is no build. */
function builtNames(dir: string): Set<string> {
  try {
    const names = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    return new Set(names.filter((name) => !ENCODINGS.some(({ suffix }) => name.endsWith(suffix))));
  } catch {
    return new Set();
  }
}

/**
 * Answers `ctx` with the asset its path names, with the same headers koa-send gives it, and says
 * whether it did. `cacheControl` is the asset's Cache-Control.
 */
export function buildAssets(root: string, cacheControl: string): (ctx: Context) => boolean {
  const dir = path.join(root, ASSETS_DIR);
  const names = builtNames(dir);
  const kept = new Map<string, Asset>();
  const prefix = `/${ASSETS_DIR}/`;

  return (ctx) => {
    if (!ctx.path.startsWith(prefix)) return false;
    const name = ctx.path.slice(prefix.length);
    if (!names.has(name)) return false;
    let asset = kept.get(name);
    if (!asset) {
      asset = readAsset(dir, name);
      if (!asset) return false;
      kept.set(name, asset);
    }
    const encoding = ENCODINGS.find(({ name: candidate }) => asset.encoded[candidate] && ctx.acceptsEncodings(candidate, 'identity') === candidate)?.name;
    const copy = (encoding && asset.encoded[encoding]) || asset.identity;
    if (encoding) ctx.set('Content-Encoding', encoding);
    ctx.set('Cache-Control', cacheControl);
    ctx.lastModified = copy.lastModified;
    ctx.type = path.extname(name);
    ctx.body = copy.body;
    return true;
  };
}

// Values the embedded defaults generate for themselves (the KYC master key, the chain's keys, the local
// chain's id): written once, readable by the app's user only, and never regenerated once they exist.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file's content, writing `create()` first when the file does not exist yet. */
export async function writtenOnce(file: string, create: () => string): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting together never both write it; the loser reads the winner's.
    await fs.writeFile(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return (await fs.readFile(file, 'utf8')).trim();
}

/** A secret under DATA_DIR/keys: apart from the blobs and the database, so a copy of either reveals nothing. */
export async function keyFileOnce(dataDir: string, name: string, create: () => string): Promise<{ file: string; value: string }> {
  const file = path.join(dataDir, 'keys', name);
  return { file, value: await writtenOnce(file, create) };
}

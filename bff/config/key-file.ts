// Secrets the embedded defaults generate for themselves (the KYC master key, the chain's keys): written
// once under DATA_DIR/keys, readable by the app's user only, and never regenerated once they exist.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file's content, writing `create()` first when the file does not exist yet. */
export async function keyFileOnce(dataDir: string, name: string, create: () => string): Promise<{ file: string; value: string }> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting together never both write a key; the loser reads the winner's.
    await fs.writeFile(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return { file, value: (await fs.readFile(file, 'utf8')).trim() };
}

// Where the bench finds the project and writes its results, independent of the working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(repoRoot, 'dist', 'web');
export const resultsFile = path.join(repoRoot, 'bench', 'results', 'latest.json');

import fs from 'node:fs';
import { expect, it } from 'vitest';
import { compileContracts, generatedFile } from './compile';

// CI regenerates the contracts' ABI and bytecode and compares: a contract edited without `npm run
// chain:compile` would otherwise deploy stale bytecode.
it('the committed ABI and bytecode are what the contracts compile to', () => {
  expect(compileContracts() === fs.readFileSync(generatedFile, 'utf8'), 'run `npm run chain:compile`').toBe(true);
}, 30_000);

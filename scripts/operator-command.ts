// How the operators' commands end: the exit code their work answers, or one line on stderr when it throws
// (driver errors, a refused connection or a failed statement, can span several) and the code for "could
// not even look". A configuration error is said as it is; anything else after the command's name.
import { ConfigError } from '../bff/config/env';

export function runOperatorCommand(name: string, work: () => Promise<number | void>, failedCode = 2): void {
  work().then(
    (code) => process.exit(code ?? 0),
    (err: unknown) => {
      const message = (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ');
      process.stderr.write(err instanceof ConfigError ? `${message}\n` : `${name} failed: ${message}\n`);
      process.exit(failedCode);
    },
  );
}

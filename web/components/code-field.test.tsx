import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeField } from './code-field';

const draw = (kind: 'totp' | 'recovery', error?: string) =>
  renderToString(<CodeField kind={kind} id="code" label="Código" hint="Seis cifras" error={error} value="" onChange={() => undefined} />);

describe('CodeField', () => {
  it('asks for the app code with the numeric keyboard and the one-time-code autofill, six figures at most', () => {
    const html = draw('totp');
    expect(html).toContain('<label for="code" class="field__label">Código</label>');
    for (const attribute of ['name="code"', 'inputMode="numeric"', 'autoComplete="one-time-code"', 'pattern="[0-9]*"', 'maxLength="6"', 'required=""']) expect(html).toContain(attribute);
    expect(html).toContain('aria-describedby="code-hint"');
  });

  it('takes a recovery code as typed, without autofill or corrections', () => {
    const html = draw('recovery');
    for (const attribute of ['name="recovery-code"', 'autoComplete="off"', 'autoCapitalize="off"', 'spellCheck="false"', 'required=""']) expect(html).toContain(attribute);
    expect(html).not.toContain('one-time-code');
    expect(html).not.toContain('maxLength');
  });

  it('reads out its error and ties it to the input', () => {
    const html = draw('totp', 'Escribe las seis cifras');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="code-hint code-error"');
    expect(html).toContain('role="alert"');
  });
});

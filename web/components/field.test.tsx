import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox, Field, Select, TextInput } from './field';

const draw = (node: React.ReactNode) => renderToString(<>{node}</>);

describe('Field', () => {
  it('labels its control, marks it required and names no description when there is none', () => {
    const html = draw(
      <Field id="name" label="Nombre" marked>
        {(control) => <TextInput {...control} required />}
      </Field>,
    );
    expect(html).toContain('<label for="name" class="field__label">Nombre<span aria-hidden="true"> *</span></label>');
    expect(html).toContain('id="name"');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-invalid');
  });

  it('ties the hint and the error to the control, and marks it invalid', () => {
    const html = draw(
      <Field id="email" label="Correo" hint="Te escribiremos aquí" error="Falta el correo">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('<p id="email-hint" class="field__hint">Te escribiremos aquí</p>');
    expect(html).toContain('<p id="email-error" class="field__error">Falta el correo</p>');
  });

  it('announces the error only when asked to', () => {
    const field = (announceError: boolean) =>
      draw(
        <Field id="x" label="X" error="Mal" announceError={announceError}>
          {(control) => <TextInput {...control} />}
        </Field>,
      );
    expect(field(true)).toContain('role="alert"');
    expect(field(false)).not.toContain('role="alert"');
  });
});

describe('Select', () => {
  it('puts the empty choice first, then the options, with the select look', () => {
    const html = draw(<Select id="s" placeholder="Elige" options={[{ value: 'a', label: 'A' }]} defaultValue="a" />);
    expect(html).toMatch(/^<select class="control control--select" id="s">/);
    expect(html.indexOf('<option value="">Elige</option>')).toBeLessThan(html.indexOf('>A</option>'));
  });
});

describe('Checkbox', () => {
  it('labels its box and shows the required mark', () => {
    const html = draw(<Checkbox id="ok" label="Acepto" marked required readOnly />);
    expect(html).toContain('<input id="ok" type="checkbox" required="" readOnly=""/>');
    expect(html).toContain('<label for="ok">Acepto<span aria-hidden="true"> *</span></label>');
  });
});

// The contact form's markup (spec 000 §3–§5): name, e-mail, optional phone, message, the privacy box
// and an optional marketing consent, with the outcome banner and the errors under the fields. It holds
// no behaviour: contact-form.tsx attaches the form's code when it arrives, and until then Send is
// disabled.
import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ContactInput } from '../../../core/contact';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { buttonClass } from '../../components/button';
import { Callout } from '../../components/callout';
import { Checkbox, Field, FieldError, TextInput, Textarea, type FieldControl } from '../../components/field';
import { useT } from '../../i18n/i18n';

export type ContactField = keyof ContactInput;
export type ContactErrorField = 'name' | 'email' | 'phone' | 'message' | 'privacyAccepted';

export type ContactOutcome = { tone: 'success' | 'error'; text: string } | null;

export interface ContactFormViewProps {
  /** What ties an input to the form's state; without the form's code, just its name. */
  bind?: (name: ContactField) => Partial<UseFormRegisterReturn<ContactField>>;
  /** Translated error texts, per field. */
  errors?: Partial<Record<ContactErrorField, string>>;
  outcome?: ContactOutcome;
  busy?: boolean;
  /** False until the form's code runs: a click on Send would otherwise submit the bare HTML form. */
  interactive?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
}

const nameOnly = (name: ContactField) => ({ name });

export function ContactFormView({ bind = nameOnly, errors = {}, outcome = null, busy = false, interactive = false, onSubmit, formRef }: ContactFormViewProps) {
  const t = useT();
  const errorId = (name: ContactErrorField) => `contact-${name}-error`;
  /**
   * A field whose label, id and error follow its name (the error as `contact-<name>-error`). The input is
   * bound here, in the form's own render, so the form knows its fields in page order (the first wrong
   * one takes the focus).
   */
  const field = (name: 'name' | 'email' | 'phone' | 'message', marked: boolean, control: (props: FieldControl & ReturnType<typeof bind>) => ReactNode) => {
    const bound = bind(name);
    return (
      <Field id={`contact-${name}`} label={t(`contact.form.${name}`)} marked={marked} error={errors[name]} announceError>
        {(described) => control({ ...described, ...bound })}
      </Field>
    );
  };

  return (
    <form ref={formRef} className="panel contact-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {outcome ? (
        <Callout tone={outcome.tone === 'error' ? 'danger' : 'success'} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Callout>
      ) : null}
      <fieldset className="stack contact-form__fields" disabled={busy}>
        <legend className="visually-hidden">{t('contact.form.legend')}</legend>
        <p className="form__required-note">{t('contact.form.requiredNote')}</p>
        <div className="stack stack--halves">
          {field('name', true, (control) => <TextInput type="text" autoComplete="name" required {...control} />)}
          {field('email', true, (control) => <TextInput type="email" autoComplete="email" inputMode="email" required {...control} />)}
        </div>
        {field('phone', false, (control) => <TextInput type="tel" autoComplete="tel" inputMode="tel" {...control} />)}
        {field('message', true, (control) => <Textarea rows={5} required {...control} />)}
        {/* People never see this field; bots fill it in and are quietly ignored. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...bind('website')} />
        </div>
        <Checkbox
          id="contact-privacy"
          className="check--top"
          label={t('contact.form.privacy')}
          marked
          required
          aria-invalid={errors.privacyAccepted ? true : undefined}
          aria-describedby={errors.privacyAccepted ? errorId('privacyAccepted') : undefined}
          {...bind('privacyAccepted')}
        />
        <p className="form__hint">
          <Link to={PUBLIC_PAGES.privacy}>{t('contact.form.privacyLink')}</Link>
        </p>
        <FieldError id="contact-privacyAccepted" error={errors.privacyAccepted} announce />
        <Checkbox id="contact-marketing" className="check--top" label={t('contact.form.marketing')} {...bind('marketingAccepted')} />
        <button type="submit" className={buttonClass('primary', 'dash-button--large contact-form__submit')} disabled={!interactive}>
          {busy ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </fieldset>
    </form>
  );
}

// The contact form's markup (spec 000 §3–§5): name, e-mail, optional phone, message, the privacy box
// and an optional marketing consent, with the outcome banner and the errors under the fields. It holds
// no behaviour: contact-form.tsx attaches the form's code when it arrives, and until then Send is
// disabled.
import type { FormEventHandler, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ContactInput } from '../../../core/contact';
import { PUBLIC_PAGES } from '../../../core/public-routes';
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
  const described = (name: ContactErrorField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const field = (name: 'name' | 'email' | 'phone' | 'message') => ({ id: `contact-${name}`, ...described(name), ...bind(name) });
  const fieldError = (name: ContactErrorField) =>
    errors[name] ? (
      <p id={errorId(name)} className="form__error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {outcome ? (
        <div className={`banner banner--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </div>
      ) : null}
      <fieldset className="contact-form__fields" disabled={busy}>
        <legend className="visually-hidden">{t('contact.form.legend')}</legend>
        <p className="form__required-note">{t('contact.form.requiredNote')}</p>
        <div className="form__row">
          <div className="form__field">
            <label htmlFor="contact-name">
              {t('contact.form.name')} <span aria-hidden="true">*</span>
            </label>
            <input type="text" autoComplete="name" required {...field('name')} />
            {fieldError('name')}
          </div>
          <div className="form__field">
            <label htmlFor="contact-email">
              {t('contact.form.email')} <span aria-hidden="true">*</span>
            </label>
            <input type="email" autoComplete="email" inputMode="email" required {...field('email')} />
            {fieldError('email')}
          </div>
        </div>
        <div className="form__field">
          <label htmlFor="contact-phone">{t('contact.form.phone')}</label>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
          {fieldError('phone')}
        </div>
        <div className="form__field">
          <label htmlFor="contact-message">
            {t('contact.form.message')} <span aria-hidden="true">*</span>
          </label>
          <textarea rows={5} required {...field('message')} />
          {fieldError('message')}
        </div>
        {/* People never see this field; bots fill it in and are quietly ignored. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...bind('website')} />
        </div>
        <div className="form__check">
          <input id="contact-privacy" type="checkbox" required {...described('privacyAccepted')} {...bind('privacyAccepted')} />
          <label htmlFor="contact-privacy">
            {t('contact.form.privacy')} <span aria-hidden="true">*</span>
          </label>
        </div>
        <p className="form__hint">
          <Link to={PUBLIC_PAGES.privacy}>{t('contact.form.privacyLink')}</Link>
        </p>
        {fieldError('privacyAccepted')}
        <div className="form__check">
          <input id="contact-marketing" type="checkbox" {...bind('marketingAccepted')} />
          <label htmlFor="contact-marketing">{t('contact.form.marketing')}</label>
        </div>
        <button type="submit" className="button button--primary button--large contact-form__submit" disabled={!interactive}>
          {busy ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </fieldset>
    </form>
  );
}

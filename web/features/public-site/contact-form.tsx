// The contact form (spec 000 §3–§5, §8): name, e-mail, optional phone, message, the privacy box and an
// optional marketing consent. While sending, every input and the button are disabled and the button
// reads "Enviando..."; a second submit is ignored. Success shows the server's text (or the spec's) and
// clears the form; a refusal shows the server's error (or the spec's); a lost connection says so.
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router-dom';
import { ContactSchema, type ContactInput, type ContactMessage } from '../../../core/contact';
import { translateMessage } from '../../../core/messages';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { apiSendForMessage } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import { useLanguage, useT } from '../../i18n/i18n';

const noSubscription = () => () => {};

/**
 * False in the prerendered page and while it hydrates, true once the form's code runs: until then a
 * click on Send would submit the bare HTML form and reload the page.
 */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', privacyAccepted: false as true, marketingAccepted: false, website: '' };

export function ContactForm() {
  const t = useT();
  const [language] = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = useRef(false);
  const { register, handleSubmit, reset, formState } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: valibotResolver(ContactSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;
  const interactive = useInteractive();
  const errorText = (message: string | undefined) => (message ? translateMessage(message, language) : undefined);

  const send = async (input: ContactMessage) => {
    sending.current = true;
    setOutcome(null);
    try {
      const message = await apiSendForMessage('POST', '/contact', input);
      setOutcome({ tone: 'success', text: message || translateMessage('contact.sent', language) });
      reset(EMPTY);
    } catch (err) {
      const failed = translateMessage('contact.failed', language);
      setOutcome({ tone: 'error', text: failureMessage(err, { refused: failed, offline: translateMessage('contact.offline', language), thrown: failed }) });
    } finally {
      sending.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second submit while one is on its way is ignored (spec 000 §4).
    if (sending.current) {
      event.preventDefault();
      return;
    }
    void handleSubmit(send)(event);
  };

  const field = (name: 'name' | 'email' | 'phone' | 'message') => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const fieldError = (name: 'name' | 'email' | 'phone' | 'message' | 'privacyAccepted') =>
    errors[name]?.message ? (
      <p id={`contact-${name}-error`} className="form__error" role="alert">
        {errorText(errors[name]?.message)}
      </p>
    ) : null;

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
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
            <input type="text" autoComplete="name" required {...field('name')} {...register('name')} />
            {fieldError('name')}
          </div>
          <div className="form__field">
            <label htmlFor="contact-email">
              {t('contact.form.email')} <span aria-hidden="true">*</span>
            </label>
            <input type="email" autoComplete="email" inputMode="email" required {...field('email')} {...register('email')} />
            {fieldError('email')}
          </div>
        </div>
        <div className="form__field">
          <label htmlFor="contact-phone">{t('contact.form.phone')}</label>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} {...register('phone')} />
          {fieldError('phone')}
        </div>
        <div className="form__field">
          <label htmlFor="contact-message">
            {t('contact.form.message')} <span aria-hidden="true">*</span>
          </label>
          <textarea rows={5} required {...field('message')} {...register('message')} />
          {fieldError('message')}
        </div>
        {/* People never see this field; bots fill it in and are quietly ignored. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <div className="form__check">
          <input
            id="contact-privacy"
            type="checkbox"
            required
            aria-invalid={errors.privacyAccepted ? true : undefined}
            aria-describedby={errors.privacyAccepted ? 'contact-privacyAccepted-error' : undefined}
            {...register('privacyAccepted')}
          />
          <label htmlFor="contact-privacy">
            {t('contact.form.privacy')} <span aria-hidden="true">*</span>
          </label>
        </div>
        <p className="form__hint">
          <Link to={PUBLIC_PAGES.privacy}>{t('contact.form.privacyLink')}</Link>
        </p>
        {fieldError('privacyAccepted')}
        <div className="form__check">
          <input id="contact-marketing" type="checkbox" {...register('marketingAccepted')} />
          <label htmlFor="contact-marketing">{t('contact.form.marketing')}</label>
        </div>
        <button type="submit" className="button button--primary button--large contact-form__submit" disabled={!interactive}>
          {busy ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </fieldset>
    </form>
  );
}

// The contact form's behaviour (spec 000 §4, §5, §8), loaded when the form nears the screen: the form
// library, the shared schema and the API client. It is react-hook-form's form control kept outside
// React, so the form's markup stays mounted and keeps whatever was typed before this code arrived: the
// fields have no default values and start from what their inputs hold. While sending, the fields are
// busy and a second submit is ignored; success keeps the server's text (or the spec's) and clears the
// form; a refusal keeps the server's error (or the spec's); a lost connection says so.
import type { FormEvent } from 'react';
import { createFormControl, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ContactSchema, type ContactInput, type ContactMessage } from '../../../core/contact';
import { translateMessage } from '../../../core/messages';
import { apiSendForMessage } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import type { ContactErrorField, ContactField } from './contact-form-view';

export interface ContactFormState {
  /** Each field's error as a message key (core/messages). */
  errors: Partial<Record<ContactErrorField, string>>;
  busy: boolean;
  /** The server's own text, or the key of the spec's text. */
  outcome: { tone: 'success' | 'error'; message: string } | null;
}

export interface ContactFormController {
  register: (name: ContactField) => UseFormRegisterReturn<ContactField>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ContactFormState;
  /** Server texts pass through unchanged; message keys become text in the given language. */
  translate: typeof translateMessage;
}

const ERROR_FIELDS: ContactErrorField[] = ['name', 'email', 'phone', 'message', 'privacyAccepted'];

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '', privacyAccepted: false as true, marketingAccepted: false, website: '' };

function errorKeys(errors: FieldErrors<ContactInput>): ContactFormState['errors'] {
  return Object.fromEntries(ERROR_FIELDS.flatMap((field) => (errors[field]?.message ? [[field, errors[field].message]] : [])));
}

export function createContactFormController(): ContactFormController {
  const form = createFormControl<ContactInput, unknown, ContactMessage>({ resolver: valibotResolver(ContactSchema) });
  let state: ContactFormState = { errors: {}, busy: false, outcome: null };
  const listeners = new Set<() => void>();
  const update = (change: Partial<ContactFormState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  form.subscribe({ formState: { errors: true }, callback: ({ errors }) => update({ errors: errorKeys(errors ?? {}) }) });

  let sending = false;
  const send = async (input: ContactMessage) => {
    sending = true;
    update({ busy: true, outcome: null });
    try {
      const message = await apiSendForMessage('POST', '/contact', input);
      update({ outcome: { tone: 'success', message: message || 'contact.sent' } });
      form.reset(EMPTY, { keepFieldsRef: true });
    } catch (err) {
      update({ outcome: { tone: 'error', message: failureMessage(err, { refused: 'contact.failed', offline: 'contact.offline', thrown: 'contact.failed' }) } });
    } finally {
      sending = false;
      update({ busy: false });
    }
  };

  return {
    register: (name) => form.register(name),
    onSubmit: (event) => {
      // A second submit while one is on its way is ignored (spec 000 §4).
      if (sending) {
        event.preventDefault();
        return;
      }
      void form.handleSubmit(send)(event);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    translate: translateMessage,
  };
}

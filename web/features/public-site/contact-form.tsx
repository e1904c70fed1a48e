// The contact form (spec 000 §3–§5, §8) as the page shows it: its markup renders at once (and in the
// prerendered page), and its code (contact-form-controller.ts: the form library, the rules, the API
// client) loads on its own when the form comes near the screen or takes focus, so it never competes
// with the first paint. The markup stays mounted when the code attaches, so nothing typed before is lost.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLanguage } from '../../i18n/i18n';
import type { ContactFormController, ContactFormState } from './contact-form-controller';
import { ContactFormView } from './contact-form-view';

/** The element the form scrolls in: an observer's margin only widens its root, not a scroller inside the page. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/**
 * Calls `then` once, when the form is about to scroll into view or something inside it takes focus
 * (at once where neither can be watched); returns the way to stop watching.
 */
function whenWanted(form: HTMLFormElement, then: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    then();
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    form.removeEventListener('focusin', start);
  };
  const start = () => {
    stop();
    then();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { root: scrollerOf(form), rootMargin: '600px 0px' },
  );
  observer.observe(form);
  form.addEventListener('focusin', start);
  return stop;
}

const IDLE: ContactFormState = { errors: {}, busy: false, outcome: null };
const noSubscription = () => () => {};
const idle = () => IDLE;

export function ContactForm() {
  const [language] = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [controller, setController] = useState<ContactFormController | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let current = true;
    const stopWatching = whenWanted(form, () => {
      void import('./contact-form-controller').then((module) => {
        if (current) setController(module.createContactFormController());
      });
    });
    return () => {
      current = false;
      stopWatching();
    };
  }, []);
  const state = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getSnapshot ?? idle, idle);
  const translate = (message: string) => controller?.translate(message, language) ?? message;

  return (
    <ContactFormView
      formRef={formRef}
      bind={controller?.register}
      errors={Object.fromEntries(Object.entries(state.errors).map(([field, key]) => [field, translate(key)]))}
      outcome={state.outcome && { tone: state.outcome.tone, text: translate(state.outcome.message) }}
      busy={state.busy}
      interactive={controller !== null}
      onSubmit={controller?.onSubmit}
    />
  );
}

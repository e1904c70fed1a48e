// The contact block of the home page (#contacto) and of /contacto: how to reach the brand and the
// form. The form's code (form library and rules) loads on its own when the form comes near the screen,
// so the page's first script stays small; the prerendered page already shows the form, which becomes
// interactive when that code lands.
import { lazy, Suspense } from 'react';
import { useBrand } from '../../app/use-brand';
import { useT } from '../../i18n/i18n';
import { Icon } from './icons';
import './sections.css';

const FORM_ID = 'contact-form-area';

/**
 * Resolves once the form's area is about to scroll into view. The prerendered form is already on
 * screen as HTML; its code (form library, rules) is fetched and run only when someone may use it, so
 * it never competes with the first paint. With nothing to watch (no DOM, or a fresh render) it
 * resolves at once.
 */
function nearViewport(id: string): Promise<void> {
  if (typeof window === 'undefined' || !('IntersectionObserver' in window)) return Promise.resolve();
  const target = document.getElementById(id);
  if (!target) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
  });
}

const ContactForm = lazy(() =>
  nearViewport(FORM_ID)
    .then(() => import('./contact-form'))
    .then((m) => ({ default: m.ContactForm })),
);

export function ContactSection({ id, headingLevel = 2 }: { id?: string; headingLevel?: 1 | 2 }) {
  const t = useT();
  const { legal } = useBrand();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id={id} className="section section--muted" aria-labelledby="contacto-title">
      <div className="site-container contact-layout">
        <div className="contact-layout__intro">
          <p className="eyebrow">{t('home.contact.eyebrow')}</p>
          <Heading id="contacto-title" className="section__title">
            {t('home.contact.title')}
          </Heading>
          <p className="section__intro">{t('home.contact.text')}</p>
          <ul className="contact-details">
            <li>
              <Icon name="mail" />
              <a href={`mailto:${legal.contactEmail}`}>{t('home.contact.email', { email: legal.contactEmail })}</a>
            </li>
            <li>
              <Icon name="phone" />
              <a href={`tel:${legal.phone.replace(/\s+/g, '')}`}>{t('home.contact.phone', { phone: legal.phone })}</a>
            </li>
            <li>
              <Icon name="pin" />
              <span>{legal.address}</span>
            </li>
            <li>
              <Icon name="check" />
              <span>{t('home.contact.reply')}</span>
            </li>
          </ul>
        </div>
        <div id={FORM_ID} className="contact-layout__form">
          <Suspense fallback={<div className="contact-form contact-form--loading" aria-hidden="true" />}>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

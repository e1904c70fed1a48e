// The contact block of the home page (#contacto) and of /contacto: how to reach the brand and the
// form (whose code loads on its own when it comes near the screen, see contact-form.tsx).
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { ContactForm } from './contact-form';
import { Icon } from './icons';
import './sections.css';

export function ContactSection({ id, headingLevel = 2 }: { id?: string; headingLevel?: 1 | 2 }) {
  const t = useT();
  const { legal } = useBrand();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id={id} className="section section--muted" aria-labelledby="contacto-title">
      <div className="site-container stack contact-layout">
        <div className="contact-layout__intro">
          <p className="eyebrow">{t('home.contact.eyebrow')}</p>
          <Heading id="contacto-title" className="display-title section__title">
            {t('home.contact.title')}
          </Heading>
          <p className="lead-text section__intro">{t('home.contact.text')}</p>
          <ul className="plain-list stack checklist contact-details">
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
        <div className="contact-layout__form">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

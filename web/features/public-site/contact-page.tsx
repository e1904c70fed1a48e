// /contacto (spec 000 §2): the contact form with the brand's contact details.
import { useT } from '../../i18n/i18n';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { ContactSection } from './contact-section';
import { SitePage } from './site-page';

export function ContactPage() {
  const t = useT();
  return (
    <SitePage meta={{ title: t('contactPage.meta.title'), description: t('contactPage.meta.description'), path: PUBLIC_PAGES.contact }}>
      <ContactSection headingLevel={1} />
    </SitePage>
  );
}

// The public site's footer: who runs the platform, how to reach it, its social profiles, the copyright.
import { IonIcon } from '@ionic/react';
import { logoLinkedin, logoX } from 'ionicons/icons';
import { useBrand } from '../../app/use-brand';
import { useT } from '../../i18n/i18n';

export function SiteFooter() {
  const t = useT();
  const { name, legal, social } = useBrand();
  const profiles = [
    { href: social.linkedin, icon: logoLinkedin, label: t('footer.social.linkedin', { brand: name }) },
    { href: social.twitter, icon: logoX, label: t('footer.social.twitter', { brand: name }) },
  ].filter((profile) => profile.href);
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__inner">
        <div className="site-footer__identity">
          <p className="site-footer__name">{name}</p>
          <address>
            {legal.address}
            <br />
            {t('footer.contact')}: <a href={`mailto:${legal.contactEmail}`}>{legal.contactEmail}</a>
          </address>
        </div>
        {profiles.length > 0 && (
          <ul className="site-footer__social" aria-label={t('footer.social.label')}>
            {profiles.map((profile) => (
              <li key={profile.href}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
                  <IonIcon icon={profile.icon} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="site-footer__copyright">
          {t('footer.rights', { year: new Date().getFullYear(), legalName: legal.legalName })}
        </p>
      </div>
    </footer>
  );
}

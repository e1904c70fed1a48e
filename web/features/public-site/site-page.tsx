// The frame every public page shares: the header stays fixed above a plain scrolling area that holds the
// page's <main> and the footer. Not IonContent: it declares itself the main landmark, which would put
// the footer inside <main> and nest two mains.
import type { ReactNode } from 'react';
import { IonPage } from '@ionic/react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site.css';

const MAIN_ID = 'contenido';

export function SitePage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <IonPage className={`site ${className}`}>
      <SiteHeader mainId={MAIN_ID} />
      <div className="site-scroll">
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </IonPage>
  );
}

// The public site's pages other than the home page (which ships in the entry chunk): each address
// (core/public-routes.ts) with the loader of its page. web/shell/router.tsx routes them and the build
// prerenders them.
import type { ComponentType } from 'react';
import { COMPANY_PAGES, PUBLIC_ALIASES, PUBLIC_PAGES } from '../../../core/public-routes';

export interface PublicPage {
  path: string;
  load: () => Promise<ComponentType>;
}

const legal = () => import('./legal-page');

const LOADERS: Record<Exclude<keyof typeof PUBLIC_PAGES, 'home'> | 'company', () => Promise<ComponentType>> = {
  company: () => import('./company-page').then((m) => m.CompanyPage),
  about: () => import('./about-page').then((m) => m.AboutPage),
  tokenization: () => import('./tokenization-page').then((m) => m.TokenizationPage),
  services: () => import('./services-page').then((m) => m.ServicesPage),
  contact: () => import('./contact-page').then((m) => m.ContactPage),
  legalNotice: () => legal().then((m) => m.LegalNoticePage),
  privacy: () => legal().then((m) => m.PrivacyPage),
  cookies: () => legal().then((m) => m.CookiesPage),
  terms: () => legal().then((m) => m.TermsPage),
  accessibility: () => legal().then((m) => m.AccessibilityPage),
};

export const publicPages: PublicPage[] = [
  ...Object.values(COMPANY_PAGES).map((path) => ({ path, load: LOADERS.company })),
  ...(Object.keys(LOADERS) as (keyof typeof LOADERS)[])
    .filter((name): name is Exclude<keyof typeof LOADERS, 'company'> => name !== 'company')
    .map((name) => ({ path: PUBLIC_PAGES[name], load: LOADERS[name] })),
  ...Object.entries(PUBLIC_ALIASES).map(([path, name]) => ({ path, load: LOADERS[name as Exclude<keyof typeof LOADERS, 'company'>] })),
];

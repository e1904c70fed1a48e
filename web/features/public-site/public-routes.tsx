// The public site's pages other than the home page (which ships in the entry chunk): each path with the
// loader of its page. web/app/routes.tsx routes them and the build prerenders them.
import type { ComponentType } from 'react';

export interface PublicPage {
  path: string;
  load: () => Promise<ComponentType>;
}

export const publicPages: PublicPage[] = [];

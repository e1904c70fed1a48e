// Política de cookies: the cookies and browser storage this app really sets (bff/auth/cookies.ts, the
// embedded identity provider, the sidebar state, local storage, the service worker). No analytics or
// advertising cookies are used, so no consent banner is needed for these (LSSI-CE art. 22.2 exempts
// cookies strictly necessary for a service the user asks for).
import type { LegalTextSource } from './types';

export const cookies: LegalTextSource = {
  es: (brand) => ({
    title: 'Política de cookies',
    description: `Las cookies y el almacenamiento del navegador que usa ${brand.name}: solo los necesarios, sin publicidad ni analítica de terceros.`,
    intro: `${brand.name} solo usa cookies y almacenamiento local técnicos, necesarios para que el sitio y la plataforma funcionen o para recordar las preferencias que eliges. No usamos cookies de publicidad ni de analítica, propias ni de terceros. Según el artículo 22.2 de la LSSI-CE, estas cookies no requieren consentimiento, pero te explicamos cuáles son.`,
    sections: [
      {
        heading: 'Cookies',
        items: [
          '__Host-tk_session y __Host-tk_session.sig (su firma; sin el prefijo __Host- solo en un entorno local sin https) — mantienen tu sesión iniciada en la plataforma. Propias, técnicas, inaccesibles para JavaScript; caducan tras 2 horas sin actividad y, como máximo, a los 7 días, o al cerrar sesión.',
          '__Host-tk_login y __Host-tk_login.sig — protegen el inicio de sesión mientras está en curso (enlazan la pantalla de acceso con tu navegador). Propias, técnicas; caducan a los 30 minutos o al terminar el acceso.',
          '__Secure-op_interaction, __Secure-op_resume, __Host-op_session y sus firmas (.sig) — cookies de nuestro proveedor de identidad integrado para completar el inicio de sesión y recordarlo de forma segura. Propias, técnicas; la de interacción dura como máximo 1 hora y la de sesión 7 días.',
          'sidebar_state — recuerda si prefieres el menú lateral del panel abierto o plegado. Propia, de preferencia; dura 7 días.',
        ],
      },
      {
        heading: 'Almacenamiento local del navegador',
        items: [
          'language — el idioma que has elegido (español o inglés).',
          'platform — la marca desde la que accediste, para mostrarte su logotipo y colores.',
          'brand — una copia de los colores y datos públicos de la marca, para pintar la página al instante.',
        ],
      },
      {
        heading: 'Funcionamiento sin conexión',
        paragraphs: [
          'Si instalas la aplicación o la visitas con un navegador compatible, un service worker guarda los archivos de la aplicación en la caché del navegador para que abra sin conexión.',
          'Con la sesión iniciada, las imágenes de los proyectos que consultas se guardan en esa caché, y el catálogo y las fichas de los proyectos, en una base de datos del navegador (IndexedDB) asociada a tu cuenta, para que puedas verlos sin conexión. Los datos de IndexedDB se borran al cerrar sesión.',
        ],
      },
      {
        heading: 'Cómo borrarlas o bloquearlas',
        paragraphs: [
          'Puedes borrar o bloquear las cookies y el almacenamiento local desde la configuración de tu navegador. Si bloqueas las cookies técnicas, no podrás iniciar sesión en la plataforma.',
          `Para cualquier duda, escríbenos a ${brand.legal.contactEmail}.`,
        ],
      },
    ],
  }),
  en: (brand) => ({
    title: 'Cookie policy',
    description: `The cookies and browser storage ${brand.name} uses: only the necessary ones, with no advertising or third-party analytics.`,
    intro: `${brand.name} only uses technical cookies and local storage, needed for the site and the platform to work or to remember preferences you choose. We use no advertising or analytics cookies, our own or third parties’. Under article 22.2 of Spain’s LSSI-CE these cookies need no consent, but here is what they are.`,
    sections: [
      {
        heading: 'Cookies',
        items: [
          '__Host-tk_session and __Host-tk_session.sig (its signature; without the __Host- prefix only in a local setup without https) — keep you signed in to the platform. First-party, technical, not readable by JavaScript; they expire after 2 hours without activity and after 7 days at most, or when you sign out.',
          '__Host-tk_login and __Host-tk_login.sig — protect a sign-in while it is in progress (they tie the sign-in screen to your browser). First-party, technical; they expire after 30 minutes or when the sign-in ends.',
          '__Secure-op_interaction, __Secure-op_resume, __Host-op_session and their signatures (.sig) — cookies of our built-in identity provider to complete the sign-in and remember it securely. First-party, technical; the interaction cookie lasts 1 hour at most and the session cookie 7 days.',
          'sidebar_state — remembers whether you prefer the dashboard’s side menu open or collapsed. First-party, preference; lasts 7 days.',
        ],
      },
      {
        heading: 'Browser local storage',
        items: [
          'language — the language you chose (Spanish or English).',
          'platform — the brand you came through, to show you its logo and colours.',
          'brand — a copy of the brand’s public colours and details, to paint the page at once.',
        ],
      },
      {
        heading: 'Working offline',
        paragraphs: [
          'If you install the app or visit it with a compatible browser, a service worker stores the app’s files in the browser cache so that it opens offline.',
          'Once you are signed in, the images of the projects you view are kept in that cache, and the catalog and project details in a browser database (IndexedDB) tied to your account, so you can see them offline. The IndexedDB data is deleted when you sign out.',
        ],
      },
      {
        heading: 'How to delete or block them',
        paragraphs: [
          'You can delete or block cookies and local storage in your browser settings. If you block the technical cookies, you will not be able to sign in to the platform.',
          `For any question, write to ${brand.legal.contactEmail}.`,
        ],
      },
    ],
  }),
};

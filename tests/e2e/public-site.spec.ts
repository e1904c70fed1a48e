// The public site as a visitor on a phone sees it: every page in Spanish and English with its own title,
// one main heading, no untranslated key and no accessibility violation; the menu, the anchors, the
// contact form in each of its states, and the second brand.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectLoginForm } from './support/login';

const PAGES: { path: string; es: RegExp; en: RegExp }[] = [
  { path: '/', es: /^Activos reales, tokenizados/, en: /^Real assets, tokenized/ },
  { path: '/tokenia', es: /^Tokenia, la puerta de entrada/, en: /^Tokenia, the gateway/ },
  { path: '/about', es: /^Las personas detrás de Tokenia/, en: /^The people behind Tokenia/ },
  { path: '/que-es-la-tokenizacion', es: /^¿Qué es la tokenización\?/, en: /^What is tokenization\?/ },
  { path: '/servicios', es: /^Tokenización de principio a fin/, en: /^Tokenization from start to finish/ },
  { path: '/contacto', es: /^Hablemos de tu proyecto/, en: /^Let’s talk about your project/ },
  { path: '/aviso-legal', es: /^Aviso legal$/, en: /^Legal notice$/ },
  { path: '/politica-de-privacidad', es: /^Política de privacidad$/, en: /^Privacy policy$/ },
  { path: '/politica-privacidad', es: /^Política de privacidad$/, en: /^Privacy policy$/ },
  { path: '/politica-de-cookies', es: /^Política de cookies$/, en: /^Cookie policy$/ },
  { path: '/terminos-y-condiciones', es: /^Términos y condiciones$/, en: /^Terms and conditions$/ },
  { path: '/terminos-condiciones', es: /^Términos y condiciones$/, en: /^Terms and conditions$/ },
  { path: '/accesibilidad', es: /^Declaración de accesibilidad$/, en: /^Accessibility statement$/ },
];

/** A catalog key shown instead of its text ("home.hero.title"). */
const RAW_KEY = /\b(?:home|nav|footer|company|about|services|process|tokenization|contact|contactPage|legal|language|notFound)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/;

/** The page's head: its own title and description, a canonical address and the social-card tags. */
async function expectHeadTags(page: Page, language: 'es' | 'en') {
  await expect(page).toHaveTitle(/^[^·]+ · Tokenia$/);
  const head = page.locator('head');
  const content = (selector: string) => head.locator(selector).first().getAttribute('content');
  const description = await content('meta[name="description"]');
  expect(description?.length ?? 0).toBeGreaterThan(40);
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\//);
  expect(await content('meta[property="og:title"]')).toBe(await page.title());
  expect(await content('meta[property="og:description"]')).toBe(description);
  expect(await content('meta[property="og:type"]')).toBe('website');
  expect(await content('meta[property="og:url"]')).toBe(await head.locator('link[rel="canonical"]').getAttribute('href'));
  expect(await content('meta[property="og:image"]')).toMatch(/^http:\/\/localhost:\d+\/icons\/icon-512\.png$/);
  expect(await content('meta[property="og:locale"]')).toBe(language === 'es' ? 'es_ES' : 'en_GB');
}

async function expectFinishedPage(page: Page, heading: RegExp, language: 'es' | 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectHeadTags(page, language);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(RAW_KEY);
  expect(text).not.toMatch(/lorem ipsum/i);
  await expectNoAxeViolations(page);
}

for (const { path, es } of PAGES) {
  test(`shows ${path} in Spanish`, async ({ page }) => {
    await page.goto(path);
    await expectFinishedPage(page, es, 'es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
}

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });
  for (const { path, en } of PAGES) {
    test(`shows ${path} in English`, async ({ page }) => {
      await page.goto(path);
      await expectFinishedPage(page, en, 'en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test('points the aliases at the main address of their page', async ({ page }) => {
  await page.goto('/politica-privacidad');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/politica-de-privacidad$/);
});

test('opens and closes the menu on a phone', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Abrir el menú' });
  const services = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Servicios' });
  await expect(services).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Cerrar el menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toBeHidden();
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await services.click();
  await expect(page).toHaveURL(/\/servicios$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tokenización de principio a fin/);
  await expect(page).toHaveTitle('Servicios · Tokenia');
  await expect(services).toBeHidden();
});

test('scrolls to the section an anchor names', async ({ page }) => {
  await page.goto('/#como-funciona');
  await expect(page.getByRole('heading', { name: 'Cómo funciona', level: 2 })).toBeInViewport();
  await page.goto('/');
  await page.getByRole('link', { name: 'Contacto', exact: true }).first().click();
  await expect(page.locator('#contacto')).toBeInViewport();
});

async function fillContactForm(page: Page) {
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Tengo un local en Valencia y me gustaría tokenizarlo.');
  await page.getByLabel('He leído y acepto la política de privacidad').check();
}

test.describe('the contact form', () => {
  test('says what is missing before sending', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('El mensaje es obligatorio')).toBeVisible();
    await expect(page.getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on the home page, a send with errors puts the focus on the first wrong field in page order', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Contacto', exact: true }).first().click();
    await expect(page.locator('#contacto')).toBeInViewport();
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect(send).toBeEnabled();
    await send.click();
    // Nombre, the first field, and not the privacy box at the end of the form.
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await expect(page.getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
    await send.click();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Tengo un local en Valencia y me gustaría tokenizarlo.');
    await send.click();
    await expect(page.getByLabel('He leído y acepto la política de privacidad')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('sends, shows "Enviando..." meanwhile, confirms and clears the form', async ({ page }) => {
    await page.goto('/contacto');
    await fillContactForm(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    await page.route('**/api/contact', async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const sending = page.getByRole('button', { name: 'Enviando...' });
    await expect(sending).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    await expect(page.getByLabel('He leído y acepto la política de privacidad')).toBeDisabled();
    // A second submit while the first is on its way is ignored.
    await page.locator('form.contact-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente. Te responderemos en menos de 24 horas.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    await expect(page.getByLabel('He leído y acepto la política de privacidad')).not.toBeChecked();
    expect(requests).toBe(1);
  });

  test('is the same form on the home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Contacto', exact: true }).first().click();
    await expect(page.locator('#contacto')).toBeInViewport();
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente. Te responderemos en menos de 24 horas.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('keeps what was typed before its code arrived', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact-form-controller-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contacto');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('El nombre es obligatorio')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana Pérez');
  });

  test('shows the server’s error and keeps what was typed', async ({ page }) => {
    await page.goto('/contacto');
    await fillContactForm(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Servicio en mantenimiento' }) }),
    );
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Servicio en mantenimiento' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana Pérez');
  });

  test('says to check the connection when the network fails', async ({ page }) => {
    await page.goto('/contacto');
    await fillContactForm(page);
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error al enviar el mensaje. Por favor, verifique su conexión e inténtelo de nuevo.' }),
    ).toBeVisible();
  });
});

test('wears the Hispax brand on its pages when the visitor came through Hispax', async ({ page }) => {
  await page.goto('/?platform=hispaxtoken');
  await expect(page).toHaveURL(/\/user-login/);
  // The app remembers the platform once it runs on the login form: let it land before leaving.
  await expectLoginForm(page);
  await page.goto('/aviso-legal');
  await expect(page.getByText('Hispax Activos Digitales, S.L.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveTitle(/ · Hispax$/);
  const logo = page.getByRole('link', { name: 'Hispax: ir al inicio' });
  await expect(logo).toBeVisible();
  await expect(logo.locator('img')).toHaveAttribute('src', /hispax/);
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar el menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Hispax', exact: true })).toHaveAttribute('href', '/hispax');
  await page.keyboard.press('Escape');
  await page.goto('/hispax');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hispax, la puerta de entrada/);
  await expectNoAxeViolations(page);
});

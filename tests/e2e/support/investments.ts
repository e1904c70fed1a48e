// Investments through the API the screens use (the signed-in page's cookies), for tests whose subject is
// another part of the path: an investment created and brought to the step under test, an admin taking
// steps while the investor watches. Every write carries its own Idempotency-Key, as the app's do.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { Investment, InvestmentListResponse } from '../../../core/investments';
import type { Project, ProjectSummary } from '../../../core/projects';
import { loginAsDemo, type DemoAccountName } from './login';

const headers = () => ({ origin: new URL(test.info().project.use.baseURL!).origin, 'Idempotency-Key': randomUUID() });

async function data<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), `${answer.url()} → ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** A page of its own (own context: own cookies) signed in as a demo account, at the test's viewport. */
export async function signedInPage(browser: Browser, account: DemoAccountName, platform?: string): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (platform) await rememberPlatform(page, platform);
  await loginAsDemo(page, account);
  return page;
}

/** `?platform=` once, as a link of that brand would: the app keeps it and every call carries it. */
export async function rememberPlatform(page: Page, platform: string): Promise<void> {
  await page.goto(`/?platform=${platform}`);
  // The public home sends a platform link to the login page, which starts a sign-in by itself: let it land.
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
}

export function fetchProject(page: Page, id: string): Promise<Project> {
  return page.request.get(`/api/projects/${id}`).then((answer) => data<Project>(answer));
}

/** The first project of the catalog with room for `amount` euros above its minimum. */
export async function projectWithRoom(page: Page): Promise<Project> {
  const list = await data<ProjectSummary[]>(await page.request.get('/api/projects?limit=50'));
  for (const summary of list) {
    const project = await fetchProject(page, summary.id);
    if (project.status === 'active' && project.remaining_funding >= (project.min_investment ?? 1) * 3) return project;
  }
  throw new Error('No active project with room left in the catalog');
}

/** The least the project takes in whole tokens: its minimum, rounded up to a whole number of tokens. */
export const smallestAmount = (project: Pick<Project, 'min_investment' | 'token_value'>): number =>
  Math.ceil((project.min_investment ?? 1) / project.token_value!) * project.token_value!;

export async function createInvestment(page: Page, project: Pick<Project, 'id' | 'min_investment' | 'token_value'>, amount = smallestAmount(project)): Promise<Investment> {
  return data<Investment>(await page.request.post('/api/investment', { headers: headers(), data: { project_id: project.id, amount, payment_method: 'bank' } }));
}

export function getInvestment(page: Page, id: string): Promise<Investment> {
  return page.request.get(`/api/investment/${id}`).then((answer) => data<Investment>(answer));
}

/** Takes the investment's current step as the page's user: at start with the project's whitepaper accepted. */
export async function takeStep(page: Page, investment: Pick<Investment, 'id' | 'status' | 'project_id'>): Promise<Investment> {
  let body: Record<string, unknown> = { from_status: investment.status };
  if (investment.status === 'start') {
    const whitepaper = (await fetchProject(page, investment.project_id)).documents.find((document) => document.document_type === 'whitepaper');
    body = { ...body, payment_method: 'bank', whitepaper_document_id: whitepaper!.id, accept_terms: true };
  }
  return data<Investment>(await page.request.put(`/api/investment/${investment.id}`, { headers: headers(), data: body }));
}

/** An investment of the page's user brought to the given status through the owner's steps. */
export async function investmentAt(page: Page, status: 'start' | 'payment' | 'review', project?: Project): Promise<Investment> {
  let investment = await createInvestment(page, project ?? (await projectWithRoom(page)));
  while (investment.status !== status) investment = await takeStep(page, investment);
  return investment;
}

/** Every investment the page's user sees (their own, or all with admin), through every page of the list. */
export async function listInvestments(page: Page, query = ''): Promise<Investment[]> {
  const all: Investment[] = [];
  let cursor: string | null = null;
  do {
    const answer = await page.request.get(`/api/investment?limit=100${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(answer.ok()).toBe(true);
    const page_ = (await answer.json()) as InvestmentListResponse;
    all.push(...page_.data);
    cursor = page_.nextCursor;
  } while (cursor);
  return all;
}

/**
 * A screenshot of the whole dashboard page: the page scrolls inside .dash-scroll, so the viewport is made
 * as tall as the content for the shot, then put back. Written under test-results (the test's output).
 */
export async function screenshotPage(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.locator('.dash-scroll').evaluate((el) => el.scrollHeight + (window.innerHeight - el.clientHeight));
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.ceil(height)) });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(viewport);
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notificaciones' }).getByText(text).last();

/**
 * The toast is there; then closed, as a user does to reach what it covers: on a phone it lies over the
 * bottom of the page, and a pointer resting on it keeps it open (web/components/toasts), so a click on a
 * button beneath it would wait forever.
 */
export async function seeToast(page: Page, text: string | RegExp): Promise<void> {
  const message = toast(page, text);
  await expect(message).toBeVisible();
  const item = page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem').filter({ hasText: text }).last();
  await item.getByRole('button', { name: 'Cerrar notificación' }).click();
  await expect(message).toHaveCount(0);
}

/** dd/mm/yyyy of the instant (default now), as the app shows dates (es-ES, the browser's time zone). */
export const shownDay = (page: Page, iso?: string): Promise<string> =>
  page.evaluate((value) => new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(value ? new Date(value) : new Date()), iso);

/** dd/mm/yyyy of today, as the app shows dates. */
export const today = (page: Page): Promise<string> => shownDay(page);

/** What a QR reader reads from the SVG code on screen (drawn onto a canvas in the page, read here). */
export async function readQrCode(svg: Locator): Promise<string | null> {
  const { pixels, side } = await svg.evaluate(async (element) => {
    const side = 400;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(element))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, side, side);
    return { pixels: Array.from(context.getImageData(0, 0, side, side).data), side };
  });
  const read = jsQR(Uint8ClampedArray.from(pixels), side, side);
  return read ? new TextDecoder().decode(new Uint8Array(read.binaryData)) : null;
}

// The e-mails the app sent, read from the test SMTP server (support/mail-catcher.ts).
import { expect, type Page } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export async function mailsTo(page: Page, to: string): Promise<CaughtMail[]> {
  const answer = await page.request.get(`${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
  return (await answer.json()) as CaughtMail[];
}

/** The newest link to `path` in the mails to `to` whose subject matches, once it has arrived. */
export async function linkFromMail(page: Page, to: string, subject: RegExp, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(page, to)).filter((m) => subject.test(m.subject)).reverse();
        link = mails.map((m) => m.text.match(pattern)?.[0]).find(Boolean)?.replace(/&amp;/g, '&');
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

export const VERIFY_SUBJECT = /^Confirma tu correo electrónico en /;

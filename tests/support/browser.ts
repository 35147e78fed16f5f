import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium (never a downloaded one), with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/** Signs in through the dev identity provider's page, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function outbox(): Promise<
  { channel: string; to: string; subject: string | null; body: string }[]
> {
  const response = await fetch(`${baseUrl()}/_local/outbox.json`);
  expect(response.ok).toBe(true);
  return (await response.json()) as { channel: string; to: string; subject: string | null; body: string }[];
}

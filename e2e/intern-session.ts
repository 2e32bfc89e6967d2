import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { OwnServer } from './own-server';

const run = promisify(execFile);

/**
 * A sign-in link for `email` as `npm run staff-link` prints it for this server (its database and key), opened on the
 * server's localhost address. Started with STAFF_EMAILS, the server signs the team in there (e2e/own-server.ts).
 */
export async function staffLink(server: OwnServer, email: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/staff-link.mjs', email], { env: { ...process.env, ...server.env } });
  const link = /(https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`npm run staff-link printed no link:\n${stdout}`);
  return link;
}

/** Signs `page` in as `email` through a fresh link; lands on the trial dates. */
export async function signIn(page: Page, server: OwnServer, email: string): Promise<void> {
  await page.goto(await staffLink(server, email));
  await expect(page).toHaveURL(`${server.localUrl}/intern/probestunden`);
}

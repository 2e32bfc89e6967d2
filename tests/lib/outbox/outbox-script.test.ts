/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// `npm run outbox` as an operator runs it: a separate node process that only reads.
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-script-'));
  file = path.join(dir, 'outbox.jsonl');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs the script in `cwd` with OUTBOX_PATH=file, or without OUTBOX_PATH when `outboxPath` is null. */
async function outboxScript({ cwd = process.cwd(), outboxPath = file as string | null } = {}): Promise<string> {
  const script = path.join(process.cwd(), 'scripts', 'outbox.mjs');
  const env: NodeJS.ProcessEnv = { ...process.env, OUTBOX_PATH: outboxPath ?? '' };
  if (outboxPath === null) delete env.OUTBOX_PATH;
  const { stdout } = await promisify(execFile)('node', [script], { cwd, env });
  return stdout;
}

const entry = (id: string, params: Record<string, string>) =>
  `${JSON.stringify({ id, receivedAt: '2026-11-20T10:00:00.000Z', templateId: 'enquiry_default', params, state: 'stored', attempts: 0 })}\n`;

describe('npm run outbox', () => {
  it('counts the unreadable lines the server set aside in <file>.damaged', async () => {
    await writeFile(file, entry('a', { first_name: 'Anna' }));
    await writeFile(`${file}.damaged`, '{"id":"b","recei\nkaputt\n');
    const output = await outboxScript();
    expect(output).toContain('1 von 1 Anfragen');
    expect(output).toContain(`2 beschädigte Zeile(n) beiseitegelegt in ${file}.damaged`);
  });

  it('reads the outbox while a server process holds it', async () => {
    await writeFile(file, entry('a', { first_name: 'Anna' }));
    await writeFile(`${file}.lock`, `${process.pid}\n`);
    expect(await outboxScript()).toContain('1 von 1 Anfragen');
    expect(await readFile(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('prints what a parent typed without control, escape or direction characters', async () => {
    await writeFile(
      file,
      entry('a\u001b[2Jx', { first_name: 'Anna\r\nFake: 1', child_name: 'Ben\u001b]0;title\u0007\u202Elive\u200B', email: 'a@b.de\u2028' }),
    );
    const output = await outboxScript();
    expect(output).toContain('  Anna Fake: 1  <a@b.de >, Tel. , Kind: Ben ]0;title live \n');
    expect(output).toContain('Eintrag a [2Jx');
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u200b\u202e\u2028]/);
  });

  it.each([
    ['reads OUTBOX_PATH from .env when the shell does not set it', null, 'aus .env'],
    ['lets OUTBOX_PATH from the shell win over .env', 'shell', 'aus der Shell'],
  ])('%s', async (_, shell, shown) => {
    const fromEnvFile = path.join(dir, 'env-file.jsonl');
    const fromShell = path.join(dir, 'shell.jsonl');
    await writeFile(fromEnvFile, entry('e', { first_name: 'aus .env' }));
    await writeFile(fromShell, entry('s', { first_name: 'aus der Shell' }));
    await writeFile(path.join(dir, '.env'), `OUTBOX_PATH=${fromEnvFile}\n`);
    const output = await outboxScript({ cwd: dir, outboxPath: shell ? fromShell : null });
    expect(output).toContain(`  ${shown} `);
    expect(output).toContain(`1 von 1 Anfragen in ${shell ? fromShell : fromEnvFile}`);
  });
});

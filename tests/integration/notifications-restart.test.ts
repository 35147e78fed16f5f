import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushSubscription } from '../../bench/push-subscription';
import { signInOverHttp } from '../../bench/http-session';
import type { Activity } from '../../domain/activity';
import type { Bet } from '../../domain/bets';
import type { OutboxEntry } from '../../functions/notifications/outbox';
import { freePort } from '../../infra/local/http-utils';
import { startHostProcess, type HostProcess } from '../support/local-host-process';

// The demo's replayed game would settle mid-test and add its own items to the feed it counts.
const QUIET_SCORES = { LIVE_SCORES_URL: 'off' };

const BETS = 12;
const ACCEPTED_BEFORE_THE_STOP = 4;
const JORDANS_PHONE = '+15550300001';
const PUSH_DEVICES = ['Chrome on Android', 'Firefox on Linux'] as const;

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the local host, stopped in the middle of the stream and started again', () => {
  it('tells no one of the demo, then sends every committed transition its message once, and records it in the feed once: none lost, none repeated', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pigskin-restart-'));
    const port = await freePort();
    let host: HostProcess | undefined = await startHostProcess(port, dataDir, QUIET_SCORES);
    const url = host.url;
    try {
      const call = async (cookie: string, method: string, path: string, body?: unknown) => {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: {
            cookie,
            origin: url,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const [jordan, sam] = [
        await signInOverHttp(url, 'jordan@example.com'),
        await signInOverHttp(url, 'sam@example.com'),
      ];
      const sent = async () =>
        (await readFile(join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => ''))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxEntry);
      // Jordan hears of each acceptance by email, by text and on both push devices; the amount (11 to
      // 22 Pigskins) says which bet.
      const acceptancesBy = async (channel: 'email' | 'sms' | 'push', to?: string) =>
        (await sent())
          .filter(
            (entry) =>
              entry.channel === channel &&
              (to === undefined || entry.to === to) &&
              entry.body.startsWith('Pigskin: Sam accepted your bet'),
          )
          .map((entry) => Number(/ for (\d+) Pigskins\./.exec(entry.body)?.[1]))
          .sort((a, b) => a - b);
      const acceptances = () => acceptancesBy('email');
      const feed = async () => (await call(jordan, 'GET', '/api/activity?limit=100')).body as Activity[];

      // A first start: the feed has the demo's players and bets, read from the stream's beginning as
      // in the cloud; nobody is told of them, the messages starting past what the demo wrote.
      await until(
        async () => (await feed()).some((item) => item.kind === 'proposed' && item.actor === 'Sam'),
        "the demo's bets in the feed",
      );
      expect(new Set((await feed()).map((item) => item.kind))).toEqual(
        new Set(['joined', 'proposed', 'accepted', 'settled']),
      );
      expect(await sent()).toEqual([]);

      // Jordan confirms a phone, as Settings does, and turns texts on.
      expect(
        (await call(jordan, 'PATCH', '/api/user/preferences', { phoneNumber: JORDANS_PHONE })).status,
      ).toBe(200);
      expect((await call(jordan, 'POST', '/api/user/phone/code')).status).toBe(200);
      const code = /your code is (\d{6})\./.exec(
        (await sent()).findLast((entry) => entry.to === JORDANS_PHONE)?.body ?? '',
      )?.[1];
      expect((await call(jordan, 'POST', '/api/user/phone/confirm', { code })).status).toBe(200);
      expect((await call(jordan, 'PATCH', '/api/user/preferences', { smsNotifications: true })).status).toBe(
        200,
      );
      // And turns notifications on in two browsers (on a laptop they land in the outbox too).
      for (const name of PUSH_DEVICES) {
        const subscription = pushSubscription();
        expect((await call(jordan, 'PUT', '/api/user/devices', { subscription, name })).status).toBe(200);
      }

      const [open] = (await call(sam, 'GET', '/api/bets/available')).body as Bet[];
      if (!open) throw new Error('The demo data has no open proposal to find a game by');
      const bets: Bet[] = [];
      for (let amount = 11; amount < 11 + BETS; amount++) {
        const proposal = { gameId: open.gameId, betType: 'spread', selection: 'home', spread: -1.5, amount };
        bets.push((await call(jordan, 'POST', '/api/bets', proposal)).body as Bet);
      }
      for (const bet of bets.slice(0, ACCEPTED_BEFORE_THE_STOP)) {
        expect((await call(sam, 'POST', `/api/bets/${bet.id}/accept`)).status).toBe(200);
      }
      await until(
        async () => (await acceptances()).length === ACCEPTED_BEFORE_THE_STOP,
        'the first messages',
      );

      // Sam goes on accepting while the host stops: some accepts commit and are answered, one may
      // commit with its answer lost, the rest never arrive; the stream holds what was not yet sent.
      const running = host;
      const accepting = (async () => {
        for (const bet of bets.slice(ACCEPTED_BEFORE_THE_STOP)) {
          await call(sam, 'POST', `/api/bets/${bet.id}/accept`).catch(() => undefined);
        }
      })();
      await until(async () => (await acceptances()).length > ACCEPTED_BEFORE_THE_STOP, 'a message mid-burst');
      await running.stop('SIGTERM');
      host = undefined;
      await accepting;
      const sentBeforeTheRestart = (await acceptances()).length;

      host = await startHostProcess(port, dataDir, QUIET_SCORES);
      const committed = ((await call(jordan, 'GET', '/api/bets/my')).body as Bet[])
        .filter((bet) => bets.some((mine) => mine.id === bet.id) && bet.status === 'accepted')
        .map((bet) => Number(bet.amount))
        .sort((a, b) => a - b);
      await until(
        async () =>
          (await acceptancesBy('email')).length >= committed.length &&
          (await acceptancesBy('sms')).length >= committed.length &&
          (await acceptancesBy('push', PUSH_DEVICES[0])).length >= committed.length &&
          (await acceptancesBy('push', PUSH_DEVICES[1])).length >= committed.length,
        'the rest of the messages',
      );
      // Long enough for a repeat to show: the host reads its stream every second, and on each write.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await acceptancesBy('email')).toEqual(committed);
      expect(await acceptancesBy('sms')).toEqual(committed);
      for (const device of PUSH_DEVICES) expect(await acceptancesBy('push', device)).toEqual(committed);

      // The activity feed, written from the same stream from its own position: each proposal and
      // each committed acceptance once.
      const ofThese = async (kind: Activity['kind']) =>
        (await feed())
          .filter((item) => item.kind === kind && bets.some((bet) => bet.id === item.betId))
          .map((item) => (item.amountCents ?? 0) / 100)
          .sort((a, b) => a - b);
      await until(async () => (await ofThese('accepted')).length >= committed.length, 'the feed');
      expect(await ofThese('proposed')).toEqual(bets.map((bet) => Number(bet.amount)));
      expect(await ofThese('accepted')).toEqual(committed);
      console.info(
        `${committed.length} acceptances committed; ${sentBeforeTheRestart} told before the stop, ${committed.length - sentBeforeTheRestart} after the restart`,
      );
    } finally {
      await host?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

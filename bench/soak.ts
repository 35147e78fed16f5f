/**
 * npm run soak: 50 simulated users for 2 minutes against the local host, doing the full betting loop
 * with polling; in the middle the host is killed with SIGKILL (Node and DynamoDB Local's Java, like a
 * crash), restarted on the same data, and the load goes on. Then the ledger audit runs. Passes with
 * zero 5xx and zero 429 responses (no flood limit reached) and a clean audit; writes docs/soak.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bet } from '../domain/bets';
import type { Game } from '../domain/games';
import { calendarWeek } from '../domain/seasons';
import { freePort } from '../infra/local/http-utils';
import { signInOverHttp } from './http-session';

const ROOT = join(import.meta.dirname, '..');
const USERS = Number(process.env.SOAK_USERS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const KILL_AT_SECONDS = Number(process.env.SOAK_KILL_AT ?? Math.round(SECONDS * 0.6));
const POLL_MS = 5000;

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pigskin-soak-'));

function startHost(): Promise<ChildProcess> {
  // As npm start runs it (docs/decisions.md, Ctrl-C stops the local host).
  const host = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The local host did not start:\n${output}`)), 60_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pigskin is running at')) {
        clearTimeout(timer);
        resolve(host);
      }
    };
    host.stdout.on('data', listen);
    host.stderr.on('data', listen);
  });
}

// What the simulated users saw.
const latencies = new Map<string, number[]>();
const statuses = new Map<string, number>();
let networkErrors = 0;
const actions = {
  proposed: 0,
  accepted: 0,
  cancelled: 0,
  scoresProposed: 0,
  settled: 0,
  polls: 0,
  refreshes: 0,
};

async function request(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown; retryAfter: number } | undefined> {
  const label = `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`;
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie,
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const list = latencies.get(label) ?? [];
    list.push(performance.now() - started);
    latencies.set(label, list);
    const key = String(response.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (response.status >= 500) console.error(`5xx: ${label} ${response.status} ${text}`);
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
    };
  } catch {
    networkErrors += 1;
    return undefined;
  }
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUp(): Promise<{ users: { email: string; cookie: string; id: string }[]; games: Game[] }> {
  const admin = await signInOverHttp(baseUrl, 'admin@example.com');
  // Games of this week: half kick off during the run (scores can then be proposed), half later.
  const { season, week } = calendarWeek(new Date());
  // In UTC: EST is read as New York's clock, which is EDT in summer.
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const matchups = [
    ['BUF', 'MIA'],
    ['NE', 'NYJ'],
    ['PIT', 'CLE'],
    ['CIN', 'BAL'],
    ['IND', 'HOU'],
    ['TEN', 'JAX'],
    ['DEN', 'LV'],
    ['KC', 'LAC'],
  ];
  const rows = matchups.map(([home, away], index) => {
    const when = at(index % 2 === 0 ? 35 + index * 5 : SECONDS + 600);
    return `soak-${Date.now()}-${index},${home ?? ''},${away ?? ''},${when.slice(0, 10)},${when.slice(11, 19)},${season},${week},UTC`;
  });
  const form = new FormData();
  form.append(
    'csvFile',
    new File(
      [['game_id,home_team,away_team,game_date,game_time,season,week,timezone', ...rows].join('\n')],
      'soak.csv',
      { type: 'text/csv' },
    ),
  );
  const upload = await fetch(`${baseUrl}/api/games/upload-csv`, {
    method: 'POST',
    headers: { cookie: admin, origin: baseUrl },
    body: form,
  });
  if (!upload.ok) throw new Error(`Schedule upload failed: ${await upload.text()}`);
  const games = (
    ((await request(admin, 'GET', `/api/games/${season}/${week}`))?.body ?? []) as Game[]
  ).filter((game) => game.gameId.startsWith('soak-'));

  const users: { email: string; cookie: string; id: string }[] = [];
  for (let index = 0; index < USERS; index++) {
    const email = `soak${index}@example.com`;
    await request(admin, 'POST', '/api/admin/invitations', { email });
    const outbox = (await (await fetch(`${baseUrl}/_local/outbox.json`)).json()) as {
      to: string;
      body: string;
    }[];
    const token = decodeURIComponent(
      /token=(\S+)/.exec(outbox.find((entry) => entry.to === email)?.body ?? '')?.[1] ?? '',
    );
    // Fifty sign-ups from one address pass its flood limit (docs/decisions.md): wait as told.
    for (;;) {
      const registered = await request('', 'POST', '/api/register', {
        token,
        firstName: `Soak${index}`,
        lastName: 'User',
      });
      if (registered?.status !== 429) break;
      await sleep(registered.retryAfter * 1000);
    }
    const cookie = await signInOverHttp(baseUrl, email);
    const me = (await request(cookie, 'GET', '/api/auth/user'))?.body as { id: string } | undefined;
    users.push({ email, cookie, id: me?.id ?? '' });
  }
  statuses.clear();
  latencies.clear();
  return { users, games };
}

/** One simulated player: polls every 5 s as the web app does, and bets between polls. */
async function player(user: { cookie: string; id: string }, games: Game[], until: number): Promise<void> {
  let lastStamp = '';
  let nextPoll = Date.now() + Math.random() * POLL_MS;
  while (Date.now() < until) {
    if (Date.now() >= nextPoll) {
      nextPoll = Date.now() + POLL_MS;
      actions.polls += 1;
      const stampResponse = await fetch(`${baseUrl}/api/bets/my`, {
        method: 'HEAD',
        headers: { cookie: user.cookie },
      }).catch(() => undefined);
      const stamp = `${stampResponse?.headers.get('last-modified') ?? ''}${stampResponse?.headers.get('etag') ?? ''}`;
      if (stampResponse)
        statuses.set(String(stampResponse.status), (statuses.get(String(stampResponse.status)) ?? 0) + 1);
      else networkErrors += 1;
      if (stamp && stamp !== lastStamp) {
        lastStamp = stamp;
        actions.refreshes += 1;
        await Promise.all([
          request(user.cookie, 'GET', '/api/bets/my'),
          request(user.cookie, 'GET', '/api/bets/available'),
          request(user.cookie, 'GET', '/api/auth/user'),
        ]);
      }
    }
    const mine = ((await request(user.cookie, 'GET', '/api/bets/my'))?.body ?? []) as Bet[];
    const now = Date.now();
    const started = (bet: Bet) => Date.parse(bet.game.gameDate) <= now;
    const roll = Math.random();
    if (roll < 0.35) {
      const game = pick(games.filter((candidate) => Date.parse(candidate.gameDate) > now + 2000));
      if (game) {
        const response = await request(user.cookie, 'POST', '/api/bets', {
          gameId: game.id,
          betType: 'spread',
          selection: Math.random() < 0.5 ? 'home' : 'away',
          spread: pick([-3.5, -3, -1.5, 1, 2.5, 7]),
          amount: String(1 + Math.floor(Math.random() * 20)),
          status: 'proposed',
        });
        if (response?.status === 201) actions.proposed += 1;
      }
    } else if (roll < 0.65) {
      const open = ((await request(user.cookie, 'GET', '/api/bets/available'))?.body ?? []) as Bet[];
      const bet = pick(open.filter((candidate) => !started(candidate)));
      if (bet && (await request(user.cookie, 'POST', `/api/bets/${bet.id}/accept`))?.status === 200)
        actions.accepted += 1;
    } else if (roll < 0.72) {
      const bet = pick(
        mine.filter((candidate) => candidate.status === 'proposed' && candidate.proposerId === user.id),
      );
      if (bet && (await request(user.cookie, 'DELETE', `/api/bets/${bet.id}`))?.status === 200)
        actions.cancelled += 1;
    } else if (roll < 0.86) {
      const bet = pick(
        mine.filter(
          (candidate) =>
            started(candidate) &&
            (candidate.status === 'accepted' ||
              (candidate.status === 'pending_settlement' && candidate.settlementProposerId !== user.id)),
        ),
      );
      if (
        bet &&
        (
          await request(user.cookie, 'POST', `/api/bets/${bet.id}/propose-settlement`, {
            homeScore: Math.floor(Math.random() * 35),
            awayScore: Math.floor(Math.random() * 35),
          })
        )?.status === 200
      )
        actions.scoresProposed += 1;
    } else {
      const bet = pick(
        mine.filter(
          (candidate) =>
            candidate.status === 'pending_settlement' && candidate.settlementProposerId !== user.id,
        ),
      );
      if (
        bet &&
        (await request(user.cookie, 'POST', `/api/bets/${bet.id}/accept-settlement`))?.status === 200
      )
        actions.settled += 1;
    }
    await sleep(800 + Math.random() * 1600);
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

let host = await startHost();
const killHost = (signal: NodeJS.Signals) => host.pid !== undefined && process.kill(-host.pid, signal);
try {
  console.log(`Setting up ${USERS} users on ${baseUrl}...`);
  const { users, games } = await setUp();
  console.log(`Load: ${USERS} users for ${SECONDS} s; SIGKILL at ${KILL_AT_SECONDS} s.`);
  const startedAt = Date.now();
  const until = startedAt + SECONDS * 1000;
  let downtimeMs = 0;
  const crash = (async () => {
    await sleep(KILL_AT_SECONDS * 1000);
    console.log('SIGKILL to the local host (Node and DynamoDB Local)...');
    const down = Date.now();
    killHost('SIGKILL');
    host = await startHost();
    downtimeMs = Date.now() - down;
    console.log(`Restarted on the same data in ${(downtimeMs / 1000).toFixed(1)} s.`);
  })();
  await Promise.all([...users.map((user) => player(user, games, until)), crash]);
  const elapsed = (Date.now() - startedAt) / 1000;

  const audit = await new Promise<{ code: number; output: string }>((resolve) => {
    const run = spawn('npx', ['tsx', 'tools/audit/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });

  const served = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const serverErrors = [...statuses]
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const all = [...latencies.values()].flat();
  const report = [
    '# Soak test',
    '',
    `Generated by \`npm run soak\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, Node ${process.version}): ${USERS} simulated`,
    `users for ${SECONDS} s against the local host, polling HEAD /api/bets/my every 5 s and betting in between;`,
    `at ${KILL_AT_SECONDS} s the host (Node and DynamoDB Local) was killed with SIGKILL and restarted on the same data.`,
    '',
    `- Requests answered: ${served} in ${elapsed.toFixed(0)} s (${(served / elapsed).toFixed(1)} per second)`,
    `- By status: ${[...statuses]
      .sort()
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
    `- 5xx: ${serverErrors}; 429 (flood limits): ${statuses.get('429') ?? 0}`,
    `- Connection errors while the host was down: ${networkErrors} (down ${(downtimeMs / 1000).toFixed(1)} s)`,
    `- Latency, all requests: p50 ${percentile(all, 50).toFixed(0)} ms, p90 ${percentile(all, 90).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms`,
    `- Betting: ${actions.proposed} proposed, ${actions.accepted} accepted, ${actions.cancelled} cancelled, ${actions.scoresProposed} scores proposed, ${actions.settled} settled; ${actions.polls} polls, ${actions.refreshes} refreshes after a change`,
    `- Audit after the restart: ${audit.output.split('\n')[0] ?? ''}`,
    '',
    '| request | count | p50 ms | p99 ms |',
    '|---|---|---|---|',
    ...[...latencies]
      .sort((a, b) => b[1].length - a[1].length)
      .map(
        ([label, values]) =>
          `| \`${label}\` | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 99).toFixed(0)} |`,
      ),
    '',
  ].join('\n');
  writeFileSync(join(ROOT, 'docs/soak.md'), report);
  console.log(`\n${report}`);
  // Fifty people betting and polling are no flood: a 429 here means a limit is set too low.
  if (serverErrors > 0 || (statuses.get('429') ?? 0) > 0 || audit.code !== 0) {
    console.error(audit.output);
    process.exitCode = 1;
  }
} finally {
  killHost('SIGINT');
}

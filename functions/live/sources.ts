import { readFile } from 'node:fs/promises';
import { readEspnScoreboard, type Scoreboard } from '../../domain/espn-scoreboard';
import { liveScoresUrl } from '../config';
import { replaySource } from './replay';
import type { LiveSource } from './source';

export type { LiveSource, LiveWindow } from './source';

const TIMEOUT_MS = 10_000;

/** An http(s) scoreboard asked for each date (`?dates=YYYYMMDD`, as ESPN's takes it). */
export function httpSource(url: string, timeoutMs = TIMEOUT_MS): LiveSource {
  return {
    async read({ dates }) {
      const boards = await Promise.all(dates.map((date) => fetchBoard(url, date, timeoutMs)));
      return {
        events: boards.flatMap((board) => board.events),
        problems: boards.flatMap((board) => board.problems),
      };
    },
  };
}

async function fetchBoard(url: string, date: string, timeoutMs: number): Promise<Scoreboard> {
  const address = new URL(url);
  address.searchParams.set('dates', date);
  const response = await fetch(address, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok)
    throw new Error(`${address.origin}${address.pathname} answered ${response.status} for ${date}`);
  return readEspnScoreboard(parseJson(await response.text()));
}

/** A scoreboard file, read again every run so that a person can edit it while the app runs. */
export function fileSource(path: string): LiveSource {
  return { read: async () => readEspnScoreboard(parseJson(await readFile(path, 'utf8'))) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`The answer is not JSON (${text.length} characters, starting "${text.slice(0, 40)}")`);
  }
}

/** The source LIVE_SCORES_URL names, or undefined when it is off (functions/config.ts). */
export function configuredSource(): LiveSource | undefined {
  const url = liveScoresUrl();
  if (!url) return undefined;
  if (url === 'replay') return replaySource();
  return /^https?:\/\//i.test(url) ? httpSource(url) : fileSource(url);
}

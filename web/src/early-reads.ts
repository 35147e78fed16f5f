/**
 * The first script of every visit, a file of its own of about 1 KB: it asks the API for what Games
 * shows (the week under way, then that week's games and their open proposals) while the app's code is still on its way, and
 * leaves the answers for the app's own reads to take (web/src/api/http.ts). On a phone at 400 kbps the
 * app's code takes seconds to arrive; the games then wait for nothing (docs/decisions.md, First
 * paint). It imports nothing: anything shared with the app would put the app's first file in front
 * of it.
 */

declare global {
  interface Window {
    /** Answers to GETs asked for before the app started, by path: each taken once. */
    pigskinEarlyReads?: Map<string, Promise<Response>>;
  }
}

/**
 * The week under way as the last visit learnt it (`2026/12`): on the next, the games are asked for at
 * once. Kept only while the answers come signed in, so it also says "signed in last time".
 */
const WEEK_UNDER_WAY = 'pigskin-week-under-way';
/**
 * The last week's games read and its proposals read (`/api/games/2026/12 /api/bets/available?...`): on
 * the next visit both are asked for at once, the proposals' read taken if the kickoffs are the same.
 */
const LAST_PROPOSALS = 'pigskin-last-proposals';
/** Where index.html names the Games screen's files (vite.config.ts). */
const GAMES_FILES_META = 'pigskin-games-files';

const reads = new Map<string, Promise<Response>>();
window.pigskinEarlyReads = reads;

/** Asks for `path` as the app's reads do (cookies included), and keeps a copy of the answer for it. */
function read(path: string): Promise<Response> {
  const answer = fetch(path, { credentials: 'include' });
  const copy = answer.then((response) => response.clone());
  reads.set(path, copy);
  // Either may go untaken (a signed-out visitor, a week the app does not open): a failure is nobody's.
  for (const promise of [answer, copy]) promise.catch(() => undefined);
  return answer;
}

/** localStorage, which a private window may refuse: then every visit is like a first one. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // as above
  }
}
const lastWeekUnderWay = () => stored(WEEK_UNDER_WAY);
function keepWeekUnderWay(week: string | null): void {
  store(WEEK_UNDER_WAY, week);
  if (week === null) store(LAST_PROPOSALS, null);
}

/**
 * The files of the signed-in frame and of Games, asked for beside the app's first file instead of once
 * it has run and learnt who is signed in; after the API's reads (low priority). Only by a browser
 * signed in last time: a stranger's landing page shares the line with nothing.
 */
function preloadGamesFiles(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${GAMES_FILES_META}"]`)?.content ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: 'anonymous',
      fetchPriority: 'low',
    });
    document.head.append(link);
  }
}

/**
 * The games of a week, and then their open proposals as the game cards ask for them (useProposalsOn,
 * web/src/api/bets.ts): Games draws its cards with their proposals, so these come one round trip after
 * the games rather than after the app's code, and beside them when the last visit read the same week.
 */
function readWeek(path: string): void {
  const last = stored(LAST_PROPOSALS)?.split(' ');
  const guessed = last?.[0] === path ? last[1] : undefined;
  if (guessed) void read(guessed);
  read(path)
    .then(async (games) => {
      if (!games.ok) return;
      const kickoffs = ((await games.json()) as { gameDate: string }[]).map((game) => game.gameDate).sort();
      const [from, until] = [kickoffs[0], kickoffs.at(-1)];
      if (from === undefined || until === undefined) return;
      const proposals = `/api/bets/available?${new URLSearchParams({ from, until, limit: '100' }).toString()}`;
      if (proposals !== guessed) void read(proposals);
      store(LAST_PROPOSALS, `${path} ${proposals}`);
    })
    .catch(() => undefined);
}

/**
 * The week a link names (?season=2026&week=11; the app checks them, and one it refuses leaves this
 * read untaken), else the week under way: asked at once when the last visit said where it was, and
 * again if the server now says otherwise.
 */
async function readGames(last: string | null): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const [season, week] = [params.get('season'), params.get('week')];
  if (season && week && /^\d{4}$/.test(season) && /^-?\d{1,2}$/.test(week)) {
    readWeek(`/api/games/${season}/${week}`);
    return;
  }
  if (last) readWeek(`/api/games/${last}`);
  const seasons = await read('/api/seasons');
  if (seasons.status === 401) keepWeekUnderWay(null);
  if (!seasons.ok) return;
  const { current } = (await seasons.json()) as { current: { season: number; week: number } };
  const underWay = `${current.season}/${current.week}`;
  if (underWay !== last) readWeek(`/api/games/${underWay}`);
  keepWeekUnderWay(underWay);
}

if (window.location.pathname === '/') {
  const last = lastWeekUnderWay();
  readGames(last).catch(() => undefined);
  if (last) preloadGamesFiles();
}

export {};

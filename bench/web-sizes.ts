import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '../web/dist');

/**
 * First-visit budgets, gzipped: a signed-out visitor's `/` (the landing page, what a first visit by
 * a stranger or a link preview loads), and any signed-in screen (the entry, the signed-in frame and
 * the screen). Held by tests/infra/web-bundle-size.test.ts, reported by `npm run bench`. The screens'
 * was set at the largest screen of its day with half a kilobyte to spare; the group's pages
 * (docs/product.md, The group around the game) add screens and shared parts, and 5 KB more is
 * 100 ms more on a 400 kbps phone connection.
 */
export const LANDING_BUDGET_KB = 110;
export const SCREEN_BUDGET_KB = 135;

const SHELL = 'src/components/app-shell.tsx';
/** The build puts the frame and what it imports in one file of this name (vite.config.ts). */
const FRAME_CHUNK = 'frame';

/** Each route, and the lazy modules (page, frame) a first visit to it loads besides the entry. */
export const WEB_ROUTES: { route: string; modules: string[] }[] = [
  { route: '/ (signed out: landing)', modules: [] },
  { route: '/register', modules: ['src/pages/register.tsx'] },
  { route: '/ (signed in: Games)', modules: [SHELL, 'src/pages/games.tsx'] },
  { route: '/games/{id}', modules: [SHELL, 'src/pages/game.tsx'] },
  { route: '/activity', modules: [SHELL, 'src/pages/activity.tsx'] },
  { route: '/my-bets', modules: [SHELL, 'src/pages/my-bets.tsx'] },
  { route: '/bet-history', modules: [SHELL, 'src/pages/bet-history.tsx'] },
  { route: '/bets/{id}', modules: [SHELL, 'src/pages/bet.tsx'] },
  { route: '/wallet', modules: [SHELL, 'src/pages/wallet.tsx'] },
  { route: '/leaderboard', modules: [SHELL, 'src/pages/leaderboard.tsx'] },
  { route: '/settings', modules: [SHELL, 'src/pages/settings.tsx'] },
  { route: '/admin', modules: [SHELL, 'src/pages/admin/dashboard.tsx'] },
  { route: '/admin/user-management', modules: [SHELL, 'src/pages/admin/user-management.tsx'] },
  { route: '/admin/users', modules: [SHELL, 'src/pages/admin/users.tsx'] },
  { route: '/admin/games', modules: [SHELL, 'src/pages/admin/games.tsx'] },
  { route: '/admin/bet-settlement', modules: [SHELL, 'src/pages/admin/bet-settlement.tsx'] },
];

/** Loaded once a signed-in screen is shown and the browser is idle, not before it shows. */
export const WHEN_IDLE: { what: string; module: string }[] = [
  { what: 'dialogs (Radix)', module: 'src/components/ui/dialog-panels.tsx' },
  { what: 'toasts (sonner)', module: '../node_modules/sonner/dist/index.mjs' },
];

export interface WebSize {
  route: string;
  jsBytes: number;
  cssBytes: number;
}

type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error('web/dist has no manifest: run `npm run build` first');
  }
}

/** What a first visit to each route downloads, gzipped, from Vite's manifest: static imports followed. */
export function webSizes(): { routes: WebSize[]; idle: { what: string; jsBytes: number }[] } {
  const manifest = readManifest();
  // The frame's module is in its chunk, which the manifest names by the chunk's name instead.
  const frame = Object.keys(manifest).find((key) => manifest[key]?.name === FRAME_CHUNK);
  const closure = (module: string, seen = new Set<string>()): Set<string> => {
    const key = module === SHELL && frame ? frame : module;
    if (!manifest[key]) throw new Error(`${key} is not in the web build`);
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const gz = (files: Iterable<string>) =>
    [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
  // Every visit loads index.html's entries: the app's and the first script (web/src/early-reads.ts).
  const initial = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]?.isEntry)
      .flatMap((key) => [...closure(key)]),
  );

  const routes = WEB_ROUTES.map(({ route, modules }) => {
    const keys = new Set([...initial, ...modules.flatMap((module) => [...closure(module)])]);
    return {
      route,
      jsBytes: gz([...keys].map((key) => manifest[key]?.file ?? '')),
      cssBytes: gz([...keys].flatMap((key) => manifest[key]?.css ?? [])),
    };
  });
  const signedIn = new Set([...initial, ...closure(SHELL)]);
  const idle = WHEN_IDLE.map(({ what, module }) => ({
    what,
    jsBytes: gz(
      [...closure(module)].filter((key) => !signedIn.has(key)).map((key) => manifest[key]?.file ?? ''),
    ),
  }));
  return { routes, idle };
}

/** The budget a route is held to. */
export const budgetKbOf = (route: string): number =>
  route.startsWith('/ (signed out') ? LANDING_BUDGET_KB : SCREEN_BUDGET_KB;

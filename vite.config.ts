import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const EARLY_READS = 'src/early-reads.ts';
/** The signed-in frame (one file, the `frame` group below) and Games: the screen a link opens. */
const GAMES_SCREEN = ['frame', 'src/pages/games.tsx'];
/** Where early-reads.ts finds the Games screen's files. */
const GAMES_FILES_META = 'pigskin-games-files';

/**
 * A link's first visit on a slow phone connection (docs/decisions.md, First paint): index.html starts
 * with web/src/early-reads.ts, built as an entry of its own so that it arrives in one round trip beside
 * the app's code, not inside it, and names the files of the Games screen for it to ask for at once.
 */
function firstVisit(): Plugin {
  return {
    name: 'pigskin-first-visit',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const first = (src: string) => ({
          tag: 'script',
          attrs: { type: 'module', async: true, src },
          injectTo: 'head-prepend' as const,
        });
        if (!bundle) return [first(`/${EARLY_READS}`)];
        const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
        const fileOf = (module: string) => {
          const chunk = chunks.find(
            ({ facadeModuleId, name }) => facadeModuleId?.endsWith(module) || name === module,
          );
          if (!chunk) throw new Error(`${module} is not in the build`);
          return chunk.fileName;
        };
        /** A file and every file it imports, but those already in `seen`. */
        const withImports = (file: string, seen: Set<string>): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            withImports(imported, seen);
          return seen;
        };
        const entries = new Set<string>();
        for (const chunk of chunks.filter(({ isEntry }) => isEntry)) withImports(chunk.fileName, entries);
        const screen = new Set(entries);
        for (const module of GAMES_SCREEN) withImports(fileOf(module), screen);
        const files = [...screen].filter((file) => !entries.has(file)).map((file) => `/${file}`);
        return [
          // Before the script, so that it is there however soon the script runs.
          {
            tag: 'meta',
            attrs: { name: GAMES_FILES_META, content: files.join(' ') },
            injectTo: 'head-prepend',
          },
          first(`/${fileOf(EARLY_READS)}`),
        ];
      },
    },
  };
}

/**
 * React Router's package points every import at its development build, warnings included
 * (remix-run/react-router#14102): the web app takes its production build, as it does React's.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    firstVisit(),
    // docs/decisions.md, "An installable app": the manifest, icons made at build time from the one
    // favicon, and our own service worker (web/sw/) with the build's files to precache put in it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      // Registered by the app once it has painted (web/src/service-worker.ts), not by a script in the
      // HTML: the policy forbids inline scripts, and the first visit waits for nothing extra.
      injectRegister: false,
      // index.html names the theme colour itself, for light and dark.
      pwaAssets: { image: 'public/favicon.svg', injectThemeColor: false },
      manifest: {
        id: '/',
        name: 'Pigskin',
        short_name: 'Pigskin',
        description: 'An invite-only group where friends bet Pigskins on NFL games.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#14532d',
        background_color: '#fafaf9',
      },
      injectManifest: {
        // Every screen's files, so any screen reloads offline; about 230 KB compressed, once, after
        // the first visit has painted.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      },
    }),
    // Each script and stylesheet also as brotli at its highest quality, beside it (`x.js.br`), for the
    // hosts to serve to browsers that take it: about 14% fewer bytes than gzip on a first visit, where
    // a phone's slow link is the wait (docs/decisions.md, Precompressed assets). Compressing on the fly
    // (CloudFront, the local host) uses faster, weaker settings.
    // Every one of them, however small: CloudFront's function asks for the copy without knowing sizes.
    compression({
      include: /^assets\/.+\.(js|css)$/,
      algorithms: ['brotliCompress'],
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets `npm run bench` measure each route's initial JavaScript and CSS.
    manifest: true,
    rolldownOptions: {
      input: [
        fileURLToPath(new URL('./web/index.html', import.meta.url)),
        fileURLToPath(new URL(`./web/${EARLY_READS}`, import.meta.url)),
      ],
      // domain/ modules hold rules the screens use beside the zod schemas only the server uses. zod's
      // builders are free of side effects (zod marks them so), but the bundler forgets that once zod
      // sits in a chunk of its own, and the unused schemas then drag 7 KB of zod into every screen.
      treeshake: { manualPureFunctions: ['z'] },
      // Fewer, larger files for a first visit (budgets in bench/web-sizes.ts): everything the entry
      // loads in one file, and the code most signed-in screens share (the frame, the API hooks, the
      // small components) in another, instead of some thirty files of a few hundred bytes each, which
      // gzip each on their own and cost a screen about 4 KB more. "Most" is 7 of the 17 screens: at 5,
      // the bet cards and the group's pages joined the shared file, and every admin screen paid for
      // them (the largest 135.1 KB against 131.2 KB at 7).
      output: {
        codeSplitting: {
          groups: [
            // The first script stays a file of its own, outside the app's first one.
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id: string) => !id.endsWith(EARLY_READS),
              priority: 2,
            },
            // Live scores' words go to the screens that show bets and games, not to every screen
            // through the shared file (Settings, the admin's).
            {
              name: 'common',
              minShareCount: 7,
              priority: 1,
              test: (id: string) => !id.endsWith('domain/live-standing.ts'),
            },
            // The signed-in frame with what only it imports (the rest is in the two above), one file
            // rather than nine: every signed-in screen loads all of it anyway (bench/web-sizes.ts
            // finds it by this name).
            { name: 'frame', test: /app-shell\.tsx$/ },
          ],
        },
      },
    },
  },
});

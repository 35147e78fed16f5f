import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
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
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets `npm run bench` measure each route's initial JavaScript and CSS.
    manifest: true,
    rolldownOptions: {
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
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'common', minShareCount: 7, priority: 1 },
          ],
        },
      },
    },
  },
});

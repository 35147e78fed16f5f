import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
      // them (the largest 135.1 KB against 131.2 KB at 7, measured in session 19).
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

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // The manifest lets `npm run bench` measure each route's initial JavaScript and CSS.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});

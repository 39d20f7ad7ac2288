import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender-pages';
import { routePreloadPages } from './build/route-preloads';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // Route pages first, then their prerendered bodies: precompress then compresses them too.
  plugins: [react(), tailwindcss(), routePreloadPages(), prerenderPages(), precompress()],
  build: {
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

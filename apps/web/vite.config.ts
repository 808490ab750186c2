import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs on :8080 (npm start); the dev server forwards /api2 to it. */
export default defineConfig({
  plugins: [react()],
  // The API and open data (docs/open-data.md) are served by the server.
  server: {
    proxy: {
      '/api2': 'http://localhost:8080',
      '/ogcapi': 'http://localhost:8080',
      '/sta/': 'http://localhost:8080',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});

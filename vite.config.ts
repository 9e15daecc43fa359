import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The router plugin must run before React's so route files are split before JSX is transformed.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  preview: { port: 4173, strictPort: true },
});

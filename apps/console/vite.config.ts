import react from '@vitejs/plugin-react';
import {
  callSchemasStayOnServer,
  contractSchemasArePure,
} from '../../packages/contract/build/vite-plugins';
import { defineConfig } from 'vite';

const CONSOLE_API_BASE_PATH = '/console-api';
const DEV_API_TARGET = 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  plugins: [contractSchemasArePure(), callSchemasStayOnServer(), react()],
  server: {
    proxy: { [CONSOLE_API_BASE_PATH]: { target: DEV_API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // antd's parts every page draws (layout, menu, form, select) make the entry ~700 kB raw
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // long-cached vendor groups; each page is its own chunk
        manualChunks(id) {
          if (
            /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(
              id,
            )
          ) {
            return 'react';
          }
          if (/node_modules[\\/](i18next|react-i18next|@tanstack)[\\/]/.test(id)) return 'libs';
          return undefined;
        },
      },
    },
  },
});

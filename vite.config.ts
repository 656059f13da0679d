import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

/** The console proper, which the small entry (src/main.tsx) imports as soon as it runs. */
const CONSOLE_MODULE = 'src/start.tsx';

/**
 * index.html names the console's chunks for the browser to fetch beside the entry: the entry
 * imports them dynamically (so its start-up requests leave first), which would otherwise make
 * them wait for the entry to arrive and run.
 */
function preloadConsole(): Plugin {
  return {
    name: 'jm-preload-console',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${CONSOLE_MODULE}`));
        if (!start) return [];
        // Chunk files reached from `roots` through static imports.
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (seen.has(file) || chunk?.type !== 'chunk') return;
            seen.add(file);
            chunk.imports.forEach(visit);
          };
          roots.forEach(visit);
          return seen;
        };
        const files = closure([start.fileName]);
        const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        return [...files]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadConsole()],
  resolve: { mainFields: ['module', 'main'] },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
});

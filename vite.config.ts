/// <reference types="vitest/config" />

import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { articlesPlugin } from './pipeline/articles/articleModules.ts';
import { contentFilesPlugin } from './pipeline/content/contentFilesPlugin.ts';
import { parseEnv } from './pipeline/content/envSchema.ts';
import { launchPlugin } from './pipeline/content/liveGate.ts';
import { orStop } from './pipeline/content/stop.ts';
import { adminPlugin } from './pipeline/editor/admin.ts';
import { adminGuidePlugin } from './pipeline/editor/adminGuide.ts';
import { subsetFontAliases } from './pipeline/media/fontSubset.mjs';
import { distDir as buildDir, serverBuildAsModules } from './pipeline/site/distDir.mjs';
import { localDevServer } from './pipeline/site/localDevServer.ts';
import { siteConstantsImporter } from './pipeline/site/siteSass.ts';
import { sharedChunks, vendorChunks } from './pipeline/site/vendorChunks.mjs';
import { prerenderedSite } from './pipeline/site/vitePrerenderedSite.ts';

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => {
  // Fail dev, build and preview at once, naming the variable, when a deployment value is wrong.
  // The checked values are compiled in, so the browser never ships the schema; each one set replaces
  // her own (src/content/links.yml).
  const siteEnv = orStop(() => parseEnv({ ...loadEnv(mode, process.cwd(), 'VITE_') }));

  // DIST_DIR and PREVIEW_PORT let several builds and previews live side by side (parallel work, bench).
  const distDir = buildDir();
  const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
  // CONTENT_DIR reads the content files from another folder than src/content (a copy with a
  // wrong value: pipeline/content/contentDevServer.test.ts); the imports still name src/content.
  const contentDir = process.env.CONTENT_DIR;
  const content = contentDir ? { dir: resolve(contentDir) } : {};

  return {
    appType: 'custom',
    define: { __SITE_ENV__: JSON.stringify(siteEnv) },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        routeFileIgnorePattern: '\\.test\\.',
      }),
      launchPlugin({ ...content, env: siteEnv }),
      contentFilesPlugin(content),
      articlesPlugin(content),
      adminPlugin({ ...content, env: siteEnv }),
      adminGuidePlugin(),
      localDevServer(),
      react(),
      prerenderedSite(),
      serverBuildAsModules(),
    ],
    resolve: {
      alias: [
        // The fonts as the site ships them: cut to its French text and its weights (pipeline/media/fontSubset.mjs).
        // Only in a build: `npm run dev` and `npm run admin` start without cutting them (the whole files
        // draw the same letters).
        ...(command === 'build' ? await subsetFontAliases() : []),
        // The router's store asks for the selector hook's shim for React < 18; React 19 has the hook,
        // and the unshimmed build of the same package uses it (0.7 kB less in the first script).
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    css: { preprocessorOptions: { scss: { importers: [siteConstantsImporter] } } },
    // The server entry is built with its packages inside it, so the prerender can run it from any
    // DIST_DIR, out of the project too, where no node_modules folder answers its imports.
    ssr: command === 'build' ? { noExternal: true } : {},
    build: {
      outDir: isSsrBuild ? `${distDir}/server` : `${distDir}/client`,
      manifest: !isSsrBuild,
      // The server entry minified too: the inline scripts every page carries are its functions as
      // written out (`toString()`, routes/-beforeHydration.ts), a quarter smaller once minified.
      minify: true,
      // One small stylesheet for the whole site: every prerendered page links it, nothing flashes.
      cssCodeSplit: false,
      rollupOptions: {
        // The server build: the entry that renders pages, and the site's face that the build reads.
        input: isSsrBuild
          ? { 'entry-server': 'src/entry-server.tsx', siteFace: 'src/server/siteFace.ts' }
          : 'src/main.tsx',
        output: isSsrBuild ? {} : { codeSplitting: { groups: [...vendorChunks, ...sharedChunks] } },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
    test: {
      globals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // A timeout is there to end a hung test, never to fail a slow one: a file's first route
            // render also pays for transforming the whole route tree, and on a 2-core CI machine
            // loaded by other jobs a form test took over 20 s.
            testTimeout: 120_000,
            setupFiles: ['./src/testing/setup.ts'],
            // Tests sit beside what they test: the product (src), its build (build), the tools (tools).
            include: ['src/**/*.test.{ts,tsx}', 'pipeline/**/*.test.ts', 'tools/**/*.test.ts'],
            css: { modules: { classNameStrategy: 'non-scoped' } },
          },
        },
        {
          // Checks on the production build (`npm run test:build`, after `npm run build`).
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            include: ['pipeline/checks/**/*.check.ts'],
            // A check reads and parses hundreds of built pages (200 articles): on a loaded 2-core CI
            // machine one took 5.8 s. The bound only stops a check that hangs; no check is timed.
            testTimeout: 120_000,
          },
        },
      ],
    },
  };
});

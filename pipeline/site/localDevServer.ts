// `npm run dev` answers this computer's pages only. By default Vite answers any page's request with CORS
// headers (a page on another localhost port could read the project's sources, take the live-reload token
// and listen to its socket) and opens files in an editor on request from anywhere (/__open-in-editor).
// `npm run admin` gets the same (pipeline/editor/admin.ts sets its own port on top).
import type { Plugin } from 'vite';

/** Vite's route that opens a file in the developer's editor: refused, from anywhere. */
export const OPEN_IN_EDITOR = '/__open-in-editor';

/** Vite plugin: the dev server on loopback, no CORS answer, its own host names only, no file opener. */
export function localDevServer(): Plugin {
  return {
    name: 'local-dev-server',
    apply: 'serve',
    config: () => ({
      server: {
        host: '127.0.0.1',
        // No Access-Control-Allow-Origin at all: another page cannot read what the server serves.
        cors: false,
        // Vite's own default made explicit: localhost and IP addresses only, never another host name
        // (a DNS rebinding page).
        allowedHosts: [],
      },
    }),
    configureServer(server) {
      // Runs before Vite's own middlewares, so the file opener is never reached.
      server.middlewares.use(OPEN_IN_EDITOR, (_req, res) => {
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Refusé.');
      });
    },
  };
}

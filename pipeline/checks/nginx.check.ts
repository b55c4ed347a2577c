// `nginx -t` on the server block the build writes (dist/nginx.conf), as a site's nginx would include it:
// a block nginx refuses takes the whole server down at its next reload (issue 36, point 5). CI installs
// nginx (.ci/run); elsewhere the check is skipped where it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostRules, nginxServerBlock } from '../site/security.mjs';
import { clientDir } from './buildOutput';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const missing = !(existsSync(NGINX) && existsSync(BROTLI_MODULE)) && !process.env.CI;

/** What `nginx -t` says of a server block, included in an http block as the README says to. */
function nginxTest(block: string) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-t-'));
  try {
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
      .join(' ');
    writeFileSync(join(dir, 'server.conf'), block.replace(/root [^;]+;/, `root ${clientDir};`));
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log;\nload_module ${BROTLI_MODULE};\nevents {}\nhttp { include /etc/nginx/mime.types; access_log off; ${temp}\ninclude ${dir}/server.conf;\n}\n`,
    );
    const run = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(missing)('nginx -t', () => {
  it('accepts the server block the build wrote', () => {
    const result = nginxTest(readFileSync(join(clientDir, '..', 'nginx.conf'), 'utf8'));
    expect(result.output).toContain('test is successful');
    expect(result.ok).toBe(true);
  });

  it('would refuse a block holding an unchecked article name (what hostFiles.mjs stops first)', () => {
    const rules = hostRules({
      policy: "default-src 'self'",
      pagePaths: ['/articles/x;y'],
      publicEntries: [],
    });
    const result = nginxTest(nginxServerBlock(rules));
    expect(result.ok).toBe(false);
  });
});

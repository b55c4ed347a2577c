// @vitest-environment node
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir, projectRoot, serverEntryPath, siteFacePath } from './distDir.mjs';

describe('the build folder', () => {
  it('is dist/ in the project by default', () => {
    expect(distDir({})).toBe(join(projectRoot, 'dist'));
  });

  it('reads a relative DIST_DIR from the project, whatever the working folder', () => {
    expect(distDir({ DIST_DIR: 'dist-bench' })).toBe(join(projectRoot, 'dist-bench'));
  });

  it('keeps an absolute DIST_DIR, inside the project or out of it, and names a build beside it', () => {
    const inside = join(projectRoot, 'dist-mine');
    const outside = join(tmpdir(), 'site');
    expect(distDir({ DIST_DIR: inside })).toBe(inside);
    expect(distDir({ DIST_DIR: outside })).toBe(outside);
    expect(distDir({ DIST_DIR: inside }, '-200-articles')).toBe(`${inside}-200-articles`);
    expect(distDir({ DIST_DIR: outside }, '-200-articles')).toBe(`${outside}-200-articles`);
  });

  it("holds the server entry and the site's face beside it, where every reader imports them from", () => {
    expect(serverEntryPath(join(tmpdir(), 'site'))).toBe(join(tmpdir(), 'site', 'server', 'entry-server.js'));
    expect(siteFacePath(join(tmpdir(), 'site'))).toBe(join(tmpdir(), 'site', 'server', 'siteFace.js'));
  });
});

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REFUSAL_FILE, readRefusal } from '../../src/content/launchChecklist';
import { contentDir } from '../content/contentPaths';
import { hostRefusal, otherRefusal, recordRefusal } from './publicationRefusal';

describe('the record of a refused publication, in her repository', () => {
  let repository = '';
  let dir = '';
  beforeEach(() => {
    repository = mkdtempSync(join(tmpdir(), 'her-repository-'));
    dir = join(repository, 'src', 'content');
    cpSync(contentDir, dir, { recursive: true, filter: (path) => !path.includes('/publication') });
  });
  afterEach(() => rmSync(repository, { recursive: true, force: true }));
  const record = () => readRefusal(parse(readFileSync(join(repository, REFUSAL_FILE), 'utf8')));

  it('names each demo value that stopped it, as the editor reads it back', () => {
    recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    const refusal = record();
    expect(refusal?.fields.length).toBeGreaterThan(0);
    expect(refusal?.fields).toContainEqual(expect.objectContaining({ name: 'legal', path: ['siret'] }));
    expect(refusal?.lines).toEqual([]);
  });

  it('says when something else stopped it, or the host could not be asked', () => {
    // No sheet of hers holds a demo value (here: none read): another value stopped the build.
    recordRefusal({ repository, dir: join(repository, 'nothing-here'), env: {}, mode: 'refused' });
    expect(record()).toEqual({ refused: true, fields: [], lines: [otherRefusal] });
    recordRefusal({ repository, dir, env: {}, mode: 'host' });
    expect(record()).toEqual({ refused: true, fields: [], lines: [hostRefusal] });
  });

  it('is removed by a publication that goes online, and removing none is no error', () => {
    recordRefusal({ repository, dir, env: {}, mode: 'refused' });
    recordRefusal({ repository, dir, env: {}, mode: 'clear' });
    expect(existsSync(join(repository, REFUSAL_FILE))).toBe(false);
    expect(() => recordRefusal({ repository, dir, env: {}, mode: 'clear' })).not.toThrow();
  });
});

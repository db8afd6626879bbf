import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsOpenToAll } from './functions-service.ts';

describe('the functions anyone may call', () => {
  it('are those config.toml sets verify_jwt = false for', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cabinet-config-')), 'config.toml');
    writeFileSync(
      file,
      '[functions.checked]\nverify_jwt = true\n\n[functions.open]\nverify_jwt = false\n\n[functions.unsaid]\n',
    );
    expect([...functionsOpenToAll(file)]).toEqual(['open']);
    expect(functionsOpenToAll(path.join(path.dirname(file), 'missing.toml')).size).toBe(0);
  });

  it('are, in this project, only the doctors’ calendar feed', () => {
    expect([...functionsOpenToAll()]).toEqual(['doctor-calendar-feed']);
  });
});

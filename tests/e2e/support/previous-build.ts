/**
 * The previous release's build, for the upgrade journeys that start on it (issue 40: a tablet of
 * the build before sealing, holding unsent work, takes the update). Built once per checkout from
 * the release's commit, with this checkout's node_modules (its dependencies are the same), into
 * .data/; later runs reuse it. The commit must be in the clone's history: a shallow clone cannot
 * run this journey, and says so.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The last release before data was sealed at rest (issue 40). */
export const PREVIOUS_RELEASE = 'b52d7b375bdcd60e984a7ce63b0c233760550002';

const ROOT = path.resolve('.');
const TARGET = path.join(ROOT, '.data', `e2e-build-${PREVIOUS_RELEASE.slice(0, 10)}`);

/** The previous release's dist/ folder, built when missing. */
export async function previousBuild(): Promise<string> {
  const dist = path.join(TARGET, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  try {
    await run('git', ['cat-file', '-e', `${PREVIOUS_RELEASE}^{commit}`], { cwd: ROOT });
  } catch {
    throw new Error(
      `The previous release ${PREVIOUS_RELEASE} is not in this clone's history (a shallow clone?): fetch it to run the upgrade journey`,
    );
  }
  const work = `${TARGET}.${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await run('sh', ['-c', `git archive ${PREVIOUS_RELEASE} | tar -x -C "${work}"`], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const env = { ...process.env, CABINET_SOURCEMAP: '0' };
  await run('npx', ['panda', 'codegen', '--silent'], { cwd: work, env });
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: work, env, maxBuffer: 64 * 1024 * 1024 });
  // Two workers building at once: the first one in place wins, the other's copy goes.
  await rename(work, TARGET).catch(async () => rm(work, { recursive: true, force: true }));
  return dist;
}

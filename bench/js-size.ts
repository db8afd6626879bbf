/**
 * JavaScript sizes of the app build, gzipped as a static host would serve them (zlib's default
 * level): the initial JavaScript (index.html's entry script and the modules it preloads), any
 * list of files the browser loaded, and the whole build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The entry module and the modulepreload links of index.html, as paths from the site root. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url && !/^[a-z]+:/i.test(url)) found.push(url);
  }
  return [...new Set(found)];
}

export async function gzippedKb(appDir: string, files: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const file of new Set(files)) {
    const content = await readFile(path.join(appDir, file.replace(/^\//, '')));
    bytes += gzipSync(content).length;
  }
  return bytes / 1024;
}

export async function allScripts(appDir: string): Promise<string[]> {
  const entries = await readdir(appDir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.js'))
    .map((entry) => `/${entry.split(path.sep).join('/')}`);
}

export async function initialJsKb(appDir: string): Promise<{ kb: number; files: string[] }> {
  const html = await readFile(path.join(appDir, 'index.html'), 'utf8');
  const files = initialScripts(html);
  return { kb: await gzippedKb(appDir, files), files };
}

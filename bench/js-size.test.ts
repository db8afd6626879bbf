import { describe, expect, it } from 'vitest';
import { initialScripts } from './js-size.ts';

describe('initialScripts', () => {
  it('takes the entry module and the preloaded modules, once each', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/router-B.js">
      <link rel="modulepreload" crossorigin href="/assets/router-B.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C.css">
      <link rel="manifest" href="/manifest.webmanifest">
      <script src="https://example.org/outside.js"></script>
    </head>`;
    expect(initialScripts(html)).toEqual(['/assets/index-A.js', '/assets/router-B.js']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(initialScripts('<html><body></body></html>')).toEqual([]);
  });
});

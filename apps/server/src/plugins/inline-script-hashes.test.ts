import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes (the CSP sources of a page’s inline scripts)', () => {
  it('hashes each inline script over its exact text, whitespace and Korean included', () => {
    const body = "\n  document.title = '주문';\n";
    const html = `<head><script>${body}</script><script type="module">import('/a.js')</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(body), sha256("import('/a.js')")]);
  });

  it('leaves out scripts loaded from a file and data blocks the browser never runs', () => {
    const html =
      '<script src="/assets/index.js"></script><script defer src=/x.js></script>' +
      '<script type="application/json" id="runtime-config">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('gives one source for a script repeated, and none for a page without scripts', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha256('a()')]);
    expect(inlineScriptHashes('<!doctype html><p>안녕</p>')).toEqual([]);
  });
});

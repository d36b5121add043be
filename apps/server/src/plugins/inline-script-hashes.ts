import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `<script …>body</script>`: the attributes and the body of each script element. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A `type` that the browser does not run (a JSON data block, decision 037) needs no hash. */
const DATA_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[\w/+.-]+/i;

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of `html` to run: each classic or module
 * `<script>` without `src`, hashed over its text as the browser reads it. A page's one inline script (setting the
 * colour scheme before the first paint) then runs without a round trip for a file, and no other inline script can.
 */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
};

/**
 * The hashes of the built web app's index.html, read once when the server starts (a deploy restarts it); none when
 * there is no build (API-only tests, `npm run dev`, where Vite serves the page).
 */
export const pageScriptHashes = (webDistDir: string): string[] => {
  const file = path.join(webDistDir, 'index.html');
  return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
};

// Prerendered pages (README, "Prerendered pages"): renders a remote's public pages to HTML with the deployed shell,
// at build time (scripts/build-web.mjs) and whenever that remote is deployed alone (scripts/deploy-remote.mjs).
//
// The pages are rendered by scripts/lib/renderPages.mjs and written to `<version folder>/pages/<path>.html`. The HTML
// lives with the remote's version, so remotes.json picks it (the API serves the page of the version remotes.json names)
// and a rollback brings the old pages back with the old remote.
import fs from 'node:fs';
import path from 'node:path';
import { pageFile, renderPages } from './lib/renderPages.mjs';

/**
 * Renders the remote's pages into `<versionDir>/pages/`; returns the paths written (none when the remote or the
 * deployed shell has no prerender build: its pages are then served as the plain shell, as before). These files are
 * drawn without the answers of the pages' public reads: the server serves its own rendering of them, drawn with the
 * answers (scripts/lib/renderPages.mjs), and these when it cannot render.
 * @param {{ webDir: string, remote: { name: string, pkg: string }, versionDir: string, log?: (line: string) => void }} options
 */
export async function prerenderRemote({ webDir, remote, versionDir, log = console.log }) {
  const result = await renderPages({ webDir, remoteName: remote.name, versionDir });
  if (!result.pages) {
    if (result.reason === 'shell')
      log(`  ${remote.pkg}: the deployed shell has no prerender build; its pages are served without prerendered HTML (npm run build)`);
    return [];
  }
  const outDir = path.join(versionDir, 'pages');
  fs.rmSync(outDir, { recursive: true, force: true });
  // Its pages are each one member's: the server draws them per request (docs/architecture.md).
  if (result.pages.length === 0) return [];
  for (const { pathname, html } of result.pages) {
    const file = path.join(outDir, pageFile(pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  const written = result.pages.map((page) => page.pathname);
  log(`  ✓ ${remote.pkg}: prerendered ${written.length} page(s) (${written.join(', ')})`);
  return written;
}

// The one list of front-end apps, their dev ports and the shared singletons; webpack configs and scripts read it.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

// The host and every remote come from the one declaration of the areas (shared/src/areas/areas.json).
const DECLARATION = require('../src/areas/areas.json');

/** The host: package folder, federation container name, dev-server port. */
const SHELL = DECLARATION.shell;
/** Every declared remote: package folder, container name, dev port, and the paths it owns with their guards. */
const REMOTES = DECLARATION.areas;

/** Modules that must exist once in the page (one React, router, theme, toast store and session bus per page); subpaths use their package's range. */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom', // served by shared/src/router/react-router-dom.ts; apps never import 'react-router' itself
  'styled-components',
  'rxjs', // served by shared/src/rx/rxjs.ts; apps import operators from 'rxjs', never 'rxjs/operators'
  'react-hot-toast',
  'axios',
  'formik',
  'yup',
  '@tanstack/react-query', // the one data layer's cache and context (shared/src/data)
  '@chapter/shared',
];

/** The shared kit's real version (its package.json); every app announces it and asks for a compatible one. */
const CHAPTER_SHARED_VERSION = require('../package.json').version;
const CHAPTER_SHARED_RANGE = `^${CHAPTER_SHARED_VERSION}`;

/** Where the dev servers send /api. */
const API_DEV_TARGET = process.env.API_DEV_TARGET || 'http://localhost:4000';

const ALL_APPS = [SHELL, ...REMOTES];

/** The declared remotes that have a package in this checkout (an area may be declared before its package exists). */
const presentRemotes = () => REMOTES.filter((remote) => fs.existsSync(path.join(REPO_ROOT, remote.pkg, 'package.json')));

/** The declared app (shell or remote) whose package folder is `pkg`. */
function appByPkg(pkg) {
  const app = ALL_APPS.find((candidate) => candidate.pkg === pkg);
  if (!app) throw new Error(`${pkg} is not declared in shared/src/areas/areas.json`);
  return app;
}

module.exports = { SHELL, REMOTES, ALL_APPS, presentRemotes, appByPkg, SHARED_SINGLETONS, CHAPTER_SHARED_VERSION, CHAPTER_SHARED_RANGE, API_DEV_TARGET };

// The one list of front-end apps, their dev ports and the shared singletons; webpack configs and scripts read it.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The host and every remote: package folder, federation container name, dev-server port. */
const SHELL = { pkg: 'shell', name: 'shell', port: 3000 };
const REMOTES = [
  { pkg: 'mfe-public', name: 'mfe_public', port: 3001 },
  { pkg: 'mfe-dashboard', name: 'mfe_dashboard', port: 3002 },
  { pkg: 'mfe-leaderboard', name: 'mfe_leaderboard', port: 3003 },
  { pkg: 'mfe-learning', name: 'mfe_learning', port: 3004 },
  { pkg: 'mfe-admin', name: 'mfe_admin', port: 3005 },
];

/** Modules that must exist once in the page (DESIGN.md, federation rules); subpaths use their package's range. */
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

/** The shared library's version range; its package.json says `workspace:^`, which is no semver range. */
const CHAPTER_SHARED_RANGE = '^1.0.0';

/** Where the dev servers send /api. */
const API_DEV_TARGET = process.env.API_DEV_TARGET || 'http://localhost:4000';

const ALL_APPS = [SHELL, ...REMOTES];

/** The remotes that have a package in this checkout (the others are not written yet). */
const presentRemotes = () => REMOTES.filter((remote) => fs.existsSync(path.join(REPO_ROOT, remote.pkg, 'package.json')));

module.exports = { SHELL, REMOTES, ALL_APPS, presentRemotes, SHARED_SINGLETONS, CHAPTER_SHARED_RANGE, API_DEV_TARGET };

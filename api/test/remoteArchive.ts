import zlib from 'node:zlib';
import tar from 'tar-stream';

/** One archive entry: a file's content, or a special entry (a link, a folder) to see it refused. */
export type Entry = string | Buffer | { type: 'symlink' | 'directory' | 'link'; linkname?: string };

/** A gzip-compressed tar archive holding `entries` ({ path: content }), as the deploy CLI sends one. */
export async function tarGz(entries: Record<string, Entry>): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const gzip = zlib.createGzip();
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve);
    gzip.on('error', reject);
  });
  pack.pipe(gzip);
  for (const [name, entry] of Object.entries(entries)) {
    if (typeof entry === 'string' || Buffer.isBuffer(entry)) {
      await new Promise<void>((resolve, reject) => pack.entry({ name }, entry, (error) => (error ? reject(error) : resolve())));
    } else {
      pack.entry({ name, type: entry.type, linkname: entry.linkname });
    }
  }
  pack.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** The shared packages of a real mf-manifest.json (mfe-admin's build), each a singleton asking for ^ its version. */
const SHARED: Record<string, string> = {
  '@chapter/shared': '1.8.0',
  '@tanstack/react-query': '5.108.0',
  axios: '1.21.1',
  formik: '2.4.9',
  'react-dom': '19.3.1',
  'react-hot-toast': '2.6.1',
  'react-router-dom': '7.18.5',
  'react/jsx-runtime': '19.3.1',
  react: '19.3.1',
  rxjs: '7.8.2',
  'styled-components': '6.6.0',
};

/** The shell's provides as scripts/build-web.mjs records them (deployments.json, key "shell"). */
export const SHELL_PROVIDES: Record<string, string> = { ...SHARED, '@module-federation/runtime-core': '2.9.2' };

/** mf-manifest.json as webpack writes it for `name` (the shape of mfe-admin's), asking for `kit` of @chapter/shared. */
export function manifestOf(name: string, kit = SHARED['@chapter/shared']!): string {
  const shared = Object.entries({ ...SHARED, '@chapter/shared': kit }).map(([pkg, version], index) => ({
    id: `${name}:${pkg}`,
    name: pkg,
    version,
    singleton: true,
    requiredVersion: `^${version}`,
    assets: { js: { async: [], sync: [`${100 + index}.0f19ef70.js`] }, css: { async: [], sync: [] } },
    fallback: '',
  }));
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name.replace('_', '-') },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared,
    remotes: [],
    exposes: [
      {
        id: `${name}:App`,
        name: 'App',
        path: './App',
        assets: { js: { sync: ['__federation_expose_App.318d77f4.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });
}

/** The files of a remote build as the deploy CLI packs them: the manifest, an entry, a chunk and chapter-build.json. */
export function remoteBuild(pkg: string, name: string, options: { marker?: string; kit?: string; extra?: Record<string, Entry> } = {}): Record<string, Entry> {
  const marker = options.marker ?? 'one';
  return {
    'mf-manifest.json': manifestOf(name, options.kit),
    'remoteEntry.js': `var ${name} = "${marker}";`,
    'remoteEntry.js.br': zlib.brotliCompressSync(Buffer.from(`var ${name} = "${marker}";`)),
    '__federation_expose_App.318d77f4.js': `export default "${marker}";`,
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'chapter-build.json': JSON.stringify({ pkg, name, buildId: `${pkg}@test`, runtime: '2.9.2', test: true }),
    ...options.extra,
  };
}

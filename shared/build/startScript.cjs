// The shell's start script (docs/architecture.md, "The start script"): src/start.ts, built beside the shell's entry as a
// plain script without the federation runtime. A drawn page loads only it; it loads the entry (main.js, which carries
// the federation runtime) when the app starts. webpack adds the federation runtime to every entry of a compilation, so
// the start script is compiled by a child compiler of the shell's: same rules, aliases, defines and minifier, none of
// the federation plugin's entry work. Its file joins the shell's assets (precached by the service worker, compressed).
const { EntryPlugin } = require('webpack');

const NAME = 'StartScriptPlugin';
/** The start script's file of each shell compilation, for the page template (startScriptOf). */
const files = new WeakMap();

class StartScriptPlugin {
  /** @param {{ entry: string, filename: string }} options */
  constructor({ entry, filename }) {
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    compiler.hooks.make.tapAsync(NAME, (compilation, callback) => {
      const child = compilation.createChildCompiler(NAME, { filename: this.filename, publicPath: '/' }, [
        new EntryPlugin(compiler.context, this.entry, { name: 'start' }),
      ]);
      child.runAsChild((error, entries, childCompilation) => {
        if (error) return callback(error);
        // The child's errors fail the shell's build, as the shell's own would.
        compilation.errors.push(...childCompilation.errors);
        compilation.warnings.push(...childCompilation.warnings);
        const file = entries?.flatMap((chunk) => [...chunk.files]).find((name) => name.endsWith('.js'));
        if (!file && childCompilation.errors.length === 0) return callback(new Error(`${NAME}: ${this.entry} made no script`));
        files.set(compilation, file);
        callback();
      });
    });
  }
}

/** The start script's file name in a shell compilation (for the page's `<script>`). */
function startScriptOf(compilation) {
  const file = files.get(compilation);
  if (!file) throw new Error(`${NAME}: the start script was not built in this compilation`);
  return file;
}

module.exports = { StartScriptPlugin, startScriptOf };

// Writes preload.json for the shell: the JS files it fetches at start after main.js (the ./bootstrap chunk and any
// shared singletons it consumes that main.js does not hold). The server announces them in index.html with <link rel="preload">, so the browser
// fetches them beside main.js instead of one round trip later.
const NAME = 'StartupChunksPlugin';

const fromSharedConsume = (group) =>
  group.origins.some((origin) => origin.module && origin.module.constructor.name === 'ConsumeSharedModule');

class StartupChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = new Set();
        const seen = new Set();
        const take = (group) => {
          if (seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          // what this group needs at once: the shared singletons its modules consume
          for (const child of group.childrenIterable) if (fromSharedConsume(child)) take(child);
        };
        for (const entry of compilation.entrypoints.values()) {
          // what the entry module itself imports lazily (none today: the start's steps in shell/src/index.ts are
          // eager imports, kept in main.js). Not every child of the entry: the shell's shared modules are eager, so
          // their own lazy imports (shared-ui's panel components) are children of the entry too, not needed at start.
          const entryModules = new Set(compilation.chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk()));
          for (const child of entry.childrenIterable) {
            if (child.origins.some((origin) => entryModules.has(origin.module))) take(child);
          }
        }
        compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify({ js: [...files].sort() })));
      });
    });
  }
}

module.exports = { StartupChunksPlugin };

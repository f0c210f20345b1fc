// Writes screen-chunks.json for a remote: for each lazily loaded screen (an `import()` of a module whose name ends in
// `-screen`, or in the panels `-section` and `-route`), the JS files its chunk group loads. The server reads it to
// preload the first screen's chunks of the page it is sending: without it they are discovered only once the
// remote's `./app` has run, one more round trip after the remote's entry. The JS budget test reads the panels' to
// hold what each panel costs (e2e/js-budget.e2e.ts).
const path = require('node:path');

const NAME = 'ScreenChunksPlugin';
const SCREEN = /-(screen|section|route)$/;

class ScreenChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const screens = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const screen = origin.request && path.basename(origin.request);
            if (!screen || !SCREEN.test(screen)) continue;
            const files = new Set(screens[screen]);
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            screens[screen] = [...files].sort();
          }
        }
        compilation.emitAsset('screen-chunks.json', new sources.RawSource(JSON.stringify(screens)));
      });
    });
  }
}

module.exports = { ScreenChunksPlugin };

// Writes a .br and a .gz beside every text asset of a production build, so the server sends compressed files
// without compressing anything per request (koa-send picks the variant the browser accepts). It runs at the
// OPTIMIZE_TRANSFER stage: after minification (OPTIMIZE_SIZE) and content hashing, so it compresses the final files.
const zlib = require('node:zlib');

const TEXT = /\.(js|css|html|json|svg|txt|mjs)$/;
/** Below this, the headers cost more than the compression saves. */
const MIN_BYTES = 256;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!TEXT.test(name)) continue;
            const raw = source.buffer();
            if (raw.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            });
            const gz = zlib.gzipSync(raw, { level: 9 });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };

// style-loader's counterpart in the server bundle (ssr/webpack.config.cjs): instead of putting a stylesheet into the
// page, its module hands the CSS to ssr/src/collected-styles.ts and exports the CSS module's class names.
const path = require('node:path');

const collector = path.join(__dirname, '..', '..', 'ssr', 'src', 'collected-styles.ts');

module.exports = function ssrStyleLoader() {};
module.exports.pitch = function pitch(remainingRequest) {
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const store = JSON.stringify(this.utils.contextify(this.context, collector));
  return [
    `import sheet from ${css};`,
    `import { collectStyle } from ${store};`,
    'collectStyle(sheet);',
    'export default sheet.locals || {};',
  ].join('\n');
};

/**
 * The stylesheets of every CSS file the server bundle imports, in import order (tooling/webpack/ssr-style-loader.cjs
 * adds each one as its module loads). In the browser style-loader puts them into the page from the scripts; a page
 * rendered on the server needs them in its HTML, or it would show unstyled until the scripts come.
 */
const sheets: string[] = [];

export function collectStyle(sheet: { toString(): string }): void {
  sheets.push(sheet.toString());
}

export function collectedStyles(): string {
  return sheets.join('\n');
}

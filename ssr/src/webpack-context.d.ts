// webpack's require.context (render-page.tsx reads every stylesheet of a folder with it); webpack resolves it at build time.
declare namespace NodeJS {
  interface Require {
    context(folder: string, deep: boolean, filter: RegExp): { keys(): string[]; (key: string): unknown };
  }
}

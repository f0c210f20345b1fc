// webpack's require.context, resolved at build time: the server bundle (ssr/) reads every stylesheet of a package
// through it (shell/src/server.ts, mfe-public/src/expose/server.ts, shared-ui/src/stylesheets.ts).
declare namespace NodeJS {
  interface Require {
    context(folder: string, deep: boolean, filter: RegExp): { keys(): string[]; (key: string): unknown };
  }
}

// The shell's shared singletons are eager (in main.js, create-config.cjs), so the federation runtime has them before
// any code runs: the start needs no `import('./bootstrap')` boundary to wait for them. It is cut in steps instead,
// each evaluated in its own task: the libraries, the texts, the layout and the first render in one go were
// the longest task of a phone's start (200–340 ms at 4× CPU), during which a tap waits. `webpackMode: "eager"` keeps
// every step in main.js: no request, only a yield to the browser between two steps.
const steps = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'swr'),
  () => import(/* webpackMode: "eager" */ 'shared-ui'),
  // a panel's remote and first data are asked for before the shell's own start-up work (remotes/panel-start.ts)
  () => import(/* webpackMode: "eager" */ './remotes/panel-start').then((m) => m.startPanel(window.location)),
  () => import(/* webpackMode: "eager" */ './start-texts'),
  () => import(/* webpackMode: "eager" */ './app/app'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

// `scheduler.yield()` (Chrome 129+) resumes ahead of other tasks; where it is missing, a timer.
const nextTask = (): Promise<void> =>
  typeof globalThis.scheduler?.yield === 'function'
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

void start();

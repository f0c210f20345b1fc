import { lazy } from 'react';

/**
 * `DataTable`, `Tabs` and `FileDrop` are not in the shared-ui singleton (no first screen uses them;
 * new code imports them from `shared-ui/data-table`, `shared-ui/tabs`, `shared-ui/file-drop`, and lint refuses them
 * from `shared-ui`). A remote built while they were in it (an admin-chosen release) still takes them from the singleton, so it
 * keeps them under their names, loaded in their own chunk on first render: its screens' Suspense covers the wait.
 */
export const DataTable = lazy(() =>
  import('../components/data-table/data-table').then((m) => ({ default: m.DataTable })),
);
export const Tabs = lazy(() => import('../components/tabs/tabs').then((m) => ({ default: m.Tabs })));
export const FileDrop = lazy(() => import('../components/file-drop/file-drop').then((m) => ({ default: m.FileDrop })));

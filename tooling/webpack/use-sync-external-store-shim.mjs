// `use-sync-external-store/shim` for React 19, which has the hook: swr and react-i18next import the shim written for
// React 17 (a copy in each of their shared chunks); with React 19 it only hands back React's own.
export { useSyncExternalStore } from 'react';

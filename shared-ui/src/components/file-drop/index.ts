// `shared-ui/file-drop`: not part of the federation singleton (only the bare `shared-ui` is shared), so each remote
// bundles it into the lazy chunks of the screens that use it and no first screen loads it. Its types are
// also exported from `shared-ui`.
export { FileDrop, type FileDropProps } from './file-drop';

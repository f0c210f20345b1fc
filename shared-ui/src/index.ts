// Types only: the schemas and tables (zod, message texts, places) come from 'shared-ui/contracts', so each remote
// bundles the few it uses with its screens instead of every visitor loading them all with this singleton.
export type * from './contracts';
export { apiRequest, apiUpload, apiDownload, errorMessage, API_BASE } from './api/client';
export { ApiError, NetworkError } from './api/api-error';
export { ApiProvider, swrConfig } from './api/swr';
export { requestEarly } from './api/early-answers';
export {
  getSession,
  setSession,
  clearSession,
  updateSessionUser,
  subscribeSession,
  type Session,
} from './session/session-store';
export { useSession } from './session/use-session';
export { useMediaQuery } from './hooks/use-media-query';
export { logout } from './session/logout';
export { setSplashVisible, useSplashVisibleState } from './splash/splash-state';
export { i18n, initI18n, registerNamespace, changeLanguage } from './i18n/i18n';
export { getLanguage, LANG_KEY } from './i18n/language';
export { appConfig, provideAppConfig, whatsappLink, type AppConfig } from './config/app-config';
export { officePhone } from './config/office-phone';
export { paths, panelPathFor } from './contracts/paths';
export { verificationPagePrefix } from './contracts/verification-codes';
export { Spinner } from './components/spinner/spinner';
export {
  lazyScreen,
  markScreenSettled,
  preloadScreens,
  ScreenSuspense,
  useScreenSettled,
  whenScreenSettled,
} from './components/lazy-screen/lazy-screen';
export { Button, type ButtonProps } from './components/button/button';
export { Field, type FieldControl, type FieldProps } from './components/field/field';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { Alert } from './components/alert/alert';
export { JobThread, type JobThreadWording } from './components/job-thread/job-thread';
export { Modal, type ModalProps } from './components/modal/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { useConfirmedAction, type ConfirmedAction } from './components/confirm-dialog/use-confirmed-action';
export { requestLogin, setLoginPopupOpener } from './session/login-popup';
export { ToastProvider } from './components/toast/toast-provider';
export { useToast } from './components/toast/use-toast';
export { Toast, type ToastProps } from './components/toast/toast';
export type { ToastApi, ToastOptions, ToastTone } from './components/toast/toast-context';
// The table is for the panels only: its code comes from `shared-ui/data-table`, so the public site does not load it.
export type { DataTableColumn, DataTableProps } from './components/data-table/data-table';
export type { SortState, SortDirection } from './components/data-table/sort-rows';
// Tabs and the file drop come from `shared-ui/tabs` and `shared-ui/file-drop`: no first screen uses them.
// compat/panel-components.ts keeps the three for remotes built before that.
export { DataTable, Tabs, FileDrop } from './compat/panel-components';
export { tabId } from './components/tabs/tab-id';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export type { FileDropProps } from './components/file-drop/file-drop';
export { formatSize } from './components/file-drop/file-utils';
export { StatusBadge } from './components/status-badge/status-badge';
export { JobStatusBadge } from './components/status-badge/job-status-badge';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field/select-field';
export { formatCount, formatDay, formatMoment, formatLira } from './format/format';
export { dateTimeFormat, numberFormat } from './format/intl-formats';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field/text-area-field';

import useSWR from 'swr';
import { apiRequest, type DataExportDto } from 'shared-ui';

export const dataExportsKey = '/settings/data-exports';

/** While an export is being prepared the list is asked again every few seconds, so "Hazır" shows up by itself. */
const pollMs = 4000;

/** GET /settings/data-exports: the account's latest exports, newest first. */
export function useDataExports() {
  return useSWR(dataExportsKey, (path: string) => apiRequest<DataExportDto[]>(path), {
    refreshInterval: (list) => (list?.some((e) => e.status === 'preparing') ? pollMs : 0),
  });
}

/** POST /settings/data-exports: prepared in the background, mailed when ready. */
export function requestDataExport(): Promise<{ message: string; export: DataExportDto }> {
  return apiRequest(dataExportsKey, { method: 'POST' });
}

// `shared-ui/data-table`: the panels' sortable, paged table. Not part of the federation singleton (only the bare
// `shared-ui` is shared), so each panel bundles it into its own lazy chunks and the public site's start-up JavaScript
// does not carry it. Its types are also exported from `shared-ui`.
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { Pagination } from './pagination';
export type { SortState, SortDirection } from './sort-rows';
// For a list paged without the table (cards on a phone): bring its heading into view after the pager.
export { useScrollTarget } from '../../hooks/use-scroll-target';

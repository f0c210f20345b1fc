import useSWR from 'swr';
import type { AdminTodoDto } from 'shared-ui';

/** GET /admin/todo: what waits for the office, kind by kind. */
export function useAdminTodo() {
  const { data, error } = useSWR<AdminTodoDto>('/admin/todo');
  return { todo: data, error: error as unknown };
}

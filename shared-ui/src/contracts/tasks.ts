import { z } from 'zod';
import { listQuery } from './common';

/** Background tasks (mails, texts, scheduled work) as the admin sees them: GET /api/admin/tasks. */
export const taskStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TaskStateName = (typeof taskStates)[number];

export const taskListQuery = listQuery.extend({
  state: z.enum(taskStates, { error: 'invalidValue' }).default('failed'),
});

export const taskIdParam = z.object({ id: z.uuid({ error: 'invalidValue' }) });

export interface TaskDto {
  id: string;
  name: string;
  state: TaskStateName;
  /** Attempts made so far. */
  attempts: number;
  /** The error of the last failed attempt, if any. */
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

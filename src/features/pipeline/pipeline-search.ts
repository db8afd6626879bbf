/**
 * The pipeline's view, filters, 'you' / 'team' and sort as URL search params (issue 16), validated
 * like the patient list's: an unknown value is dropped, a bad field falls back to its default, and
 * defaults are left out of the URL so a plain /pipeline stays plain.
 */
import * as v from 'valibot';
import { isId, isOneOf, listOf, listParam } from '#lib/search-param-lists.ts';
import { TASK_PRIORITIES } from '#sync/validation/task-rules.ts';
import { DUE_BUCKETS, NO_TASK_FILTER, type TaskFilter } from './task-filters.ts';
import { TASK_SORT_FIELDS, type TaskSort } from './task-sort.ts';

export const PIPELINE_VIEWS = ['board', 'table'] as const;
export type PipelineView = (typeof PIPELINE_VIEWS)[number];

/** What the pipeline shows. A null sort is the board's own order (newest first where never dragged). */
export interface PipelineQuery {
  view: PipelineView;
  filter: TaskFilter;
  sort: TaskSort | null;
}

export const DEFAULT_PIPELINE_QUERY: PipelineQuery = { view: 'board', filter: NO_TASK_FILTER, sort: null };

export const pipelineSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(PIPELINE_VIEWS)), undefined),
  priority: listOf(isOneOf(TASK_PRIORITIES)),
  assignee: listOf(isId),
  due: listOf(isOneOf(DUE_BUCKETS)),
  scope: v.fallback(v.optional(v.picklist(['you', 'team'])), undefined),
  sort: v.fallback(v.optional(v.picklist(TASK_SORT_FIELDS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
});

export type PipelineSearch = v.InferOutput<typeof pipelineSearchSchema>;

export function parsePipelineSearch(search: Record<string, unknown>): PipelineSearch {
  return v.parse(pipelineSearchSchema, search);
}

export function queryFromSearch(search: PipelineSearch): PipelineQuery {
  return {
    view: search.view ?? 'board',
    filter: {
      priorities: search.priority ?? [],
      assignees: search.assignee ?? [],
      due: search.due ?? [],
      scope: search.scope ?? 'team',
    },
    sort: search.sort ? { field: search.sort, direction: search.dir ?? 'asc' } : null,
  };
}

export function searchFromQuery(query: PipelineQuery): PipelineSearch {
  return {
    view: query.view === 'board' ? undefined : query.view,
    priority: listParam(query.filter.priorities.filter(isOneOf(TASK_PRIORITIES))),
    assignee: listParam(query.filter.assignees),
    due: listParam(query.filter.due),
    scope: query.filter.scope === 'team' ? undefined : query.filter.scope,
    sort: query.sort?.field,
    dir: query.sort ? query.sort.direction : undefined,
  };
}

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PIPELINE_QUERY,
  parsePipelineSearch,
  queryFromSearch,
  searchFromQuery,
} from './pipeline-search.ts';

describe('the pipeline’s search params', () => {
  it('reads a plain /pipeline as the board, the whole team, in the board’s own order', () => {
    expect(queryFromSearch(parsePipelineSearch({}))).toEqual(DEFAULT_PIPELINE_QUERY);
    expect(searchFromQuery(DEFAULT_PIPELINE_QUERY)).toEqual({
      view: undefined,
      priority: undefined,
      assignee: undefined,
      due: undefined,
      scope: undefined,
      sort: undefined,
      dir: undefined,
    });
  });

  it('keeps every choice through the URL and back', () => {
    const search = parsePipelineSearch({
      view: 'table',
      priority: ['high', 'low'],
      assignee: 'doc-1',
      due: ['overdue', 'today'],
      scope: 'you',
      sort: 'priority',
      dir: 'desc',
    });
    const query = queryFromSearch(search);
    expect(query).toEqual({
      view: 'table',
      filter: { priorities: ['high', 'low'], assignees: ['doc-1'], due: ['overdue', 'today'], scope: 'you' },
      sort: { field: 'priority', direction: 'desc' },
    });
    expect(queryFromSearch(parsePipelineSearch(searchFromQuery(query)))).toEqual(query);
  });

  it('drops what a hand-edited or stale link holds that it does not know, instead of breaking', () => {
    const search = parsePipelineSearch({
      view: 'calendar',
      priority: ['urgent', 'high', 'high'],
      assignee: ['', 42],
      due: 'someday',
      scope: 'everyone',
      sort: 'colour',
      dir: 'sideways',
    });
    expect(queryFromSearch(search)).toEqual({
      ...DEFAULT_PIPELINE_QUERY,
      filter: { ...DEFAULT_PIPELINE_QUERY.filter, priorities: ['high'] },
    });
  });

  it('sorts ascending when a link names a field but no direction', () => {
    expect(queryFromSearch(parsePipelineSearch({ sort: 'title' })).sort).toEqual({
      field: 'title',
      direction: 'asc',
    });
  });
});

/**
 * The list's query, kept in the URL (a reload or a shared link shows the same list). The search
 * box's text applies to the list at once and reaches the URL a moment after typing stops: each
 * navigation runs the layout's guards, which a keystroke should not wait for.
 */
import { useEffect, useRef, useState } from 'react';
import {
  type PatientListQuery,
  type PatientListSearch,
  queryFromSearch,
  searchFromQuery,
} from './patient-list-search.ts';

const URL_WRITE_DELAY_MS = 300;

export function usePatientListQuery(
  search: PatientListSearch,
  writeSearch: (search: PatientListSearch) => Promise<void>,
): {
  query: PatientListQuery;
  /** Filters and page: written to the URL at once (a filter goes back to page 1). */
  change: (change: Partial<PatientListQuery>) => void;
  /** The search box's text. */
  type: (text: string) => void;
  /** Writes typed text still waiting for the URL now; leave once it is done, so Back finds it. */
  flush: () => Promise<void>;
} {
  const fromUrl = queryFromSearch(search);
  // Text typed but not yet in the URL; null when the URL already has it.
  const [draft, setDraft] = useState<string | null>(null);
  const query: PatientListQuery =
    draft === null || draft === fromUrl.q ? fromUrl : { ...fromUrl, q: draft, page: 1 };
  const latest = useRef(query);
  latest.current = query;
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<PatientListSearch | null>(null);

  const urlText = fromUrl.q;
  useEffect(() => {
    if (draft !== null && draft === urlText) setDraft(null);
  }, [draft, urlText]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const flush = async () => {
    window.clearTimeout(timer.current);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) await writeSearch(waiting);
  };
  const change = (patch: Partial<PatientListQuery>) => {
    window.clearTimeout(timer.current);
    pending.current = null;
    void writeSearch(searchFromQuery({ ...latest.current, ...patch }));
  };
  const type = (text: string) => {
    setDraft(text);
    window.clearTimeout(timer.current);
    pending.current = searchFromQuery({ ...latest.current, q: text, page: 1 });
    timer.current = window.setTimeout(() => void flush(), URL_WRITE_DELAY_MS);
  };
  return { query, change, type, flush };
}

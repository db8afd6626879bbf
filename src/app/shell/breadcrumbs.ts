/**
 * Breadcrumbs from the path (spec §2): Home, then one crumb per segment. Record ids (all
 * digits, or long hexadecimal such as UUIDs) are skipped; a segment with no known label is
 * shown capitalised. Each crumb links to the path up to and including its segment, when that
 * path is a page; a segment naming a record kind with no page of its own (/patient) links to
 * the record it is followed by (/patient/{id}); a crumb with no page is plain text. The crumb of
 * the whole path is the current page: on a record's page (the path ends in an id) every crumb
 * leads back. `labelFor` is given the segment, its place and every (decoded) segment, for labels
 * that depend on the path.
 */
export interface Crumb {
  /** Null when no page answers this crumb's path. */
  href: string | null;
  label: string;
  current: boolean;
}

const NUMERIC_ID = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LONG_HEX = /^[0-9a-f]{16,}$/i;

export function isIdSegment(segment: string): boolean {
  return NUMERIC_ID.test(segment) || UUID.test(segment) || LONG_HEX.test(segment);
}

export function capitalise(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toLocaleUpperCase() + rest.join('');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function buildBreadcrumbs(
  pathname: string,
  labelFor: (segment: string, index: number, segments: readonly string[]) => string | undefined,
  homeLabel: string,
  isPage: (path: string) => boolean = () => true,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const decoded = segments.map(decodeSegment);
  const crumbs: Crumb[] = [{ href: '/', label: homeLabel, current: segments.length === 0 }];
  const pathThrough = (index: number) => `/${segments.slice(0, index + 1).join('/')}`;
  segments.forEach((raw, index) => {
    const segment = decodeSegment(raw);
    if (isIdSegment(segment)) return;
    const own = pathThrough(index);
    const next = segments[index + 1];
    const record = next !== undefined && isIdSegment(decodeSegment(next)) ? pathThrough(index + 1) : null;
    const href = isPage(own) ? own : record !== null && isPage(record) ? record : null;
    crumbs.push({
      href,
      label: labelFor(segment, index, decoded) ?? capitalise(segment),
      current: index === segments.length - 1,
    });
  });
  return crumbs;
}

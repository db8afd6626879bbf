/**
 * Breadcrumbs from the path (spec §2): Home, then one crumb per segment. Record ids (all
 * digits, or long hexadecimal such as UUIDs) are skipped; a segment with no known label is
 * shown capitalised. Each crumb links to the path up to and including its segment.
 */
export interface Crumb {
  href: string;
  label: string;
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
  labelFor: (segment: string) => string | undefined,
  homeLabel: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ href: '/', label: homeLabel }];
  const segments = pathname.split('/').filter(Boolean);
  let href = '';
  for (const raw of segments) {
    href += `/${raw}`;
    const segment = decodeSegment(raw);
    if (isIdSegment(segment)) continue;
    crumbs.push({ href, label: labelFor(segment) ?? capitalise(segment) });
  }
  return crumbs;
}

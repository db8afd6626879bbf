import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, capitalise, isIdSegment } from './breadcrumbs.ts';

const labels: Record<string, string> = { patient: 'Pacient', 'medical-record': 'Fișa medicală' };
const labelFor = (segment: string) => labels[segment];

describe('buildBreadcrumbs', () => {
  it('starts with Home alone at the root', () => {
    expect(buildBreadcrumbs('/', labelFor, 'Acasă')).toEqual([{ href: '/', label: 'Acasă', current: true }]);
  });

  it('labels each segment and skips a patient uuid', () => {
    const path = '/patient/3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b/medical-record';
    expect(buildBreadcrumbs(path, labelFor, 'Acasă')).toEqual([
      { href: '/', label: 'Acasă', current: false },
      { href: '/patient', label: 'Pacient', current: false },
      {
        href: '/patient/3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b/medical-record',
        label: 'Fișa medicală',
        current: true,
      },
    ]);
  });

  it('leads a record kind with no page to its record, and leaves a crumb with no page unlinked', () => {
    const id = '3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b';
    const pages = new Set(['/', `/patient/${id}`, `/patient/${id}/medical-record`, '/configurator']);
    const isPage = (path: string) => pages.has(path);
    expect(buildBreadcrumbs(`/patient/${id}/medical-record`, labelFor, 'Acasă', isPage)[1]).toEqual({
      href: `/patient/${id}`,
      label: 'Pacient',
      current: false,
    });
    expect(
      buildBreadcrumbs('/configurator/cardiology/specialization/12', labelFor, 'Home', isPage).map(
        (crumb) => crumb.href,
      ),
    ).toEqual(['/', '/configurator', null, null]);
  });

  it('marks no crumb current on a record page, so the list it belongs to leads back', () => {
    const id = '3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b';
    const crumbs = buildBreadcrumbs(`/patient/${id}/medical-record/${id}`, labelFor, 'Acasă');
    expect(crumbs.map((crumb) => crumb.current)).toEqual([false, false, false]);
    expect(crumbs.at(-1)?.href).toBe(`/patient/${id}/medical-record`);
  });

  it('skips numeric and long hexadecimal ids, capitalises unknown segments', () => {
    expect(buildBreadcrumbs('/reports/42/0123456789abcdef0123/summary/', labelFor, 'Home')).toEqual([
      { href: '/', label: 'Home', current: false },
      { href: '/reports', label: 'Reports', current: false },
      { href: '/reports/42/0123456789abcdef0123/summary', label: 'Summary', current: true },
    ]);
  });

  it('decodes escaped segments before labelling them', () => {
    expect(buildBreadcrumbs('/%C8%99tiri', labelFor, 'Home').at(-1)?.label).toBe('Știri');
  });
});

describe('isIdSegment', () => {
  it('tells ids from words', () => {
    expect(isIdSegment('123')).toBe(true);
    expect(isIdSegment('3F2A9C1E-8B7D-4E6F-A5C4-1B2D3E4F5A6B')).toBe(true);
    expect(isIdSegment('deadbeefdeadbeef')).toBe(true);
    expect(isIdSegment('deadbeef')).toBe(false);
    expect(isIdSegment('new')).toBe(false);
    expect(isIdSegment('medical-history')).toBe(false);
  });

  it('capitalises only the first letter', () => {
    expect(capitalise('pipeline')).toBe('Pipeline');
    expect(capitalise('')).toBe('');
  });
});

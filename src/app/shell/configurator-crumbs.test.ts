import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs.ts';
import { configuratorSegmentLabel } from './configurator-crumbs.ts';

const names = {
  clinicName: 'Clinica Aurora',
  specializationName: (id: string) => (id === 'cardiology' ? 'Cardiologie' : 'Consultație'),
};

describe('configuratorSegmentLabel', () => {
  it("names the clinic and the specialization of a specialization's page", () => {
    const segments = ['configurator', 'clinica-aurora', 'specialization', 'cardiology'];
    expect(configuratorSegmentLabel(segments, 1, names)).toBe('Clinica Aurora');
    expect(configuratorSegmentLabel(segments, 3, names)).toBe('Cardiologie');
    expect(configuratorSegmentLabel(segments, 0, names)).toBeUndefined();
    expect(configuratorSegmentLabel(segments, 2, names)).toBeUndefined();
  });

  it('leaves every other path to the word list', () => {
    expect(configuratorSegmentLabel(['configurator', 'clinic-details'], 1, names)).toBeUndefined();
    expect(configuratorSegmentLabel(['patients', 'x', 'specialization', 'y'], 1, names)).toBeUndefined();
    // No clinic name known (not synced yet): the segment shows as it is.
    expect(
      configuratorSegmentLabel(['configurator', 'a', 'specialization', 'b'], 1, {
        ...names,
        clinicName: null,
      }),
    ).toBeUndefined();
  });

  it('gives buildBreadcrumbs the whole trail in words', () => {
    const crumbs = buildBreadcrumbs(
      '/configurator/clinica-aurora/specialization/cardiology',
      (segment, index, segments) =>
        configuratorSegmentLabel(segments, index, names) ??
        ({ configurator: 'Configurator', specialization: 'Specializare' } as Record<string, string>)[segment],
      'Acasă',
    );
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      'Acasă',
      'Configurator',
      'Clinica Aurora',
      'Specializare',
      'Cardiologie',
    ]);
  });
});

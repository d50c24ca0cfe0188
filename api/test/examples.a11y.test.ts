// The seeded examples are what a new designer looks at first and copies from: they pass our own
// accessibility check without a critical or serious finding.
import { describe, expect, it } from 'vitest';
import { checkAccessibility, migrateApp } from '@protolab/shared';
import { readExampleFiles } from '../src/seed/seedExamples';

describe('the seeded examples', () => {
  it('have no critical or serious accessibility finding', () => {
    const serious = readExampleFiles().flatMap(({ file, example }) =>
      checkAccessibility(migrateApp(example.app))
        .filter((finding) => finding.severity === 'critical' || finding.severity === 'serious')
        .map((finding) => `${file}: ${finding.rule} on ${finding.widgetId ?? finding.screenId}`),
    );
    expect(serious).toEqual([]);
  });
});

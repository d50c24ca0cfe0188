import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { workbenchEnglish } from '@protolab/shared';
import { initI18n } from '../../shell/i18n';
import { fieldLabel } from './fieldLabels';

describe('field labels', () => {
  const i18n = initI18n('en', workbenchEnglish, createInstance());
  const t = i18n.getFixedT('en', 'editor');

  it('names the common keys in the locale', () => {
    expect(fieldLabel(t, 'options')).toBe('Options (one a line)');
    expect(fieldLabel(t, 'icon')).toBe('Icon');
  });

  it('splits any other key into words', () => {
    expect(fieldLabel(t, 'headerBackground')).toBe('Header background');
    expect(fieldLabel(t, 'background0')).toBe('Background 0');
    expect(fieldLabel(t, 'selectOnlyLeaves')).toBe('Select only leaves');
    expect(fieldLabel(t, 'isHorizontal')).toBe('Is horizontal');
  });
});

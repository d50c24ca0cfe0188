import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '@protolab/shared';
import { initialDeviceValues, screenSizeOf, validateCreateApp, withPreset, withType } from './createAppForm';
import { CUSTOM_PRESET } from './devices';

const values = (changes = {}) => ({ name: 'Shop', ...initialDeviceValues(), ...changes });

describe('the create form rules', () => {
  it('a name and a preset make the input; the name is trimmed', () => {
    expect(validateCreateApp(values({ name: '  Shop  ' }))).toEqual({
      ok: true,
      input: { name: 'Shop', type: 'smartphone', screenSize: { w: 393, h: 852 } },
    });
  });

  it('names an empty and a too long name', () => {
    expect(validateCreateApp(values({ name: '   ' }))).toEqual({ ok: false, errors: { name: 'form.nameRequired' } });
    expect(validateCreateApp(values({ name: 'x'.repeat(MAX_NAME_LENGTH + 1) }))).toEqual({
      ok: false,
      errors: { name: 'form.nameTooLong' },
    });
  });

  it('a custom size must be whole px from 1 to 10000', () => {
    const custom = (w: string, h: string) => screenSizeOf({ ...initialDeviceValues(), preset: CUSTOM_PRESET, w, h });
    expect(custom('400', '700')).toEqual({ w: 400, h: 700 });
    for (const [w, h] of [
      ['', '700'],
      ['0', '700'],
      ['12.5', '700'],
      ['400', '10001'],
      ['abc', '1'],
    ]) {
      expect(custom(w, h)).toBeUndefined();
    }
    expect(validateCreateApp(values({ preset: CUSTOM_PRESET, w: '-3' }))).toEqual({
      ok: false,
      errors: { size: 'form.sizeInvalid' },
    });
  });

  it('a type starts at its first preset; a preset fills w and h for "custom"', () => {
    const tablet = withType(initialDeviceValues(), 'tablet');
    expect(tablet).toMatchObject({ type: 'tablet', preset: 'ipad', w: '820', h: '1180' });
    expect(withPreset(tablet, 'ipad-mini')).toMatchObject({ preset: 'ipad-mini', w: '744', h: '1133' });
    expect(withPreset(tablet, CUSTOM_PRESET)).toMatchObject({ preset: CUSTOM_PRESET, w: '820', h: '1180' });
  });
});

// The create form's values and rules: a name, a device type and a screen size (a preset or w × h).
import { MAX_NAME_LENGTH } from '@protolab/shared';
import { CUSTOM_PRESET, SCREEN_PRESETS, type DeviceType } from './devices';

/** Largest width or height of a custom screen, in px. */
export const MAX_SCREEN_SIDE = 10_000;

export interface DeviceValues {
  type: DeviceType;
  /** a preset id of the type, or CUSTOM_PRESET */
  preset: string;
  /** the custom size as typed */
  w: string;
  h: string;
}

export interface CreateAppValues extends DeviceValues {
  name: string;
}

export type CreateAppErrorKey = 'form.nameRequired' | 'form.nameTooLong' | 'form.sizeInvalid';
export type CreateAppErrors = Partial<Record<'name' | 'size', CreateAppErrorKey>>;

export interface CreateAppInput {
  name: string;
  type: DeviceType;
  screenSize: { w: number; h: number };
}

export function initialDeviceValues(type: DeviceType = 'smartphone'): DeviceValues {
  const first = SCREEN_PRESETS[type][0];
  return { type, preset: first.id, w: String(first.w), h: String(first.h) };
}

/** Switching the type picks its first preset. */
export function withType(values: DeviceValues, type: DeviceType): DeviceValues {
  return { ...values, ...initialDeviceValues(type) };
}

/** Choosing a preset fills w and h, so that "custom" starts from the last size. */
export function withPreset(values: DeviceValues, preset: string): DeviceValues {
  const found = SCREEN_PRESETS[values.type].find((p) => p.id === preset);
  return found ? { ...values, preset, w: String(found.w), h: String(found.h) } : { ...values, preset: CUSTOM_PRESET };
}

function side(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_SCREEN_SIDE ? value : undefined;
}

/** The screen size the values name, or undefined when a custom size is not whole px in 1…MAX_SCREEN_SIDE. */
export function screenSizeOf(values: DeviceValues): { w: number; h: number } | undefined {
  const preset = SCREEN_PRESETS[values.type].find((p) => p.id === values.preset);
  if (preset) return { w: preset.w, h: preset.h };
  const w = side(values.w);
  const h = side(values.h);
  return w !== undefined && h !== undefined ? { w, h } : undefined;
}

export function nameError(name: string): CreateAppErrorKey | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'form.nameRequired';
  if (trimmed.length > MAX_NAME_LENGTH) return 'form.nameTooLong';
  return undefined;
}

export type ValidatedCreate = { ok: true; input: CreateAppInput } | { ok: false; errors: CreateAppErrors };

export function validateCreateApp(values: CreateAppValues): ValidatedCreate {
  const errors: CreateAppErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  const screenSize = screenSizeOf(values);
  if (!screenSize) errors.size = 'form.sizeInvalid';
  if (errors.name || !screenSize) return { ok: false, errors };
  return { ok: true, input: { name: values.name.trim(), type: values.type, screenSize } };
}

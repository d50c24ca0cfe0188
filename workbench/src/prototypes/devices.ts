// Device types of a prototype and the screen sizes offered for each (CSS px of common devices).

export const DEVICE_TYPES = ['smartphone', 'tablet', 'desktop', 'watch'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface ScreenPreset {
  id: string;
  /** a product name, the same in every language */
  label: string;
  w: number;
  h: number;
}

export const SCREEN_PRESETS: Record<DeviceType, readonly ScreenPreset[]> = {
  smartphone: [
    { id: 'iphone-15', label: 'iPhone 15', w: 393, h: 852 },
    { id: 'iphone-se', label: 'iPhone SE', w: 375, h: 667 },
    { id: 'pixel-8', label: 'Pixel 8', w: 412, h: 915 },
    { id: 'galaxy-s24', label: 'Galaxy S24', w: 360, h: 780 },
  ],
  tablet: [
    { id: 'ipad', label: 'iPad', w: 820, h: 1180 },
    { id: 'ipad-mini', label: 'iPad mini', w: 744, h: 1133 },
    { id: 'ipad-pro', label: 'iPad Pro 13″', w: 1032, h: 1376 },
    { id: 'galaxy-tab', label: 'Galaxy Tab S9', w: 800, h: 1280 },
  ],
  desktop: [
    { id: 'laptop', label: 'Laptop 1280 × 800', w: 1280, h: 800 },
    { id: 'desktop-hd', label: 'HD+ 1440 × 900', w: 1440, h: 900 },
    { id: 'full-hd', label: 'Full HD 1920 × 1080', w: 1920, h: 1080 },
  ],
  watch: [
    { id: 'apple-watch-45', label: 'Apple Watch 45 mm', w: 198, h: 242 },
    { id: 'apple-watch-41', label: 'Apple Watch 41 mm', w: 176, h: 215 },
    { id: 'wear-os', label: 'Wear OS', w: 192, h: 192 },
  ],
};

/** The preset id of a custom width and height. */
export const CUSTOM_PRESET = 'custom';

export function isDeviceType(value: unknown): value is DeviceType {
  return (DEVICE_TYPES as readonly unknown[]).includes(value);
}

/** The preset a stored size matches, else "custom". */
export function presetOf(type: DeviceType, size: { w: number; h: number }): string {
  return SCREEN_PRESETS[type].find((p) => p.w === size.w && p.h === size.h)?.id ?? CUSTOM_PRESET;
}

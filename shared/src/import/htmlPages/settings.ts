// A settings page: switches, a language select, a theme chosen by radios, a volume slider.
import { el, page } from './page';

const row = (y: number, words: string, id: string, on: boolean) =>
  el(
    'div',
    [0, y, 375, 56],
    { style: { borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'rgb(229, 231, 235)' } },
    el('label', [16, y + 18, 280, 20], { attrs: { for: id }, text: words }),
    el('input', [307, y + 13, 52, 30], {
      attrs: { type: 'checkbox', role: 'switch', id, ...(on ? { checked: '' } : {}) },
    }),
  );

const theme = (x: number, value: string, checked: boolean) =>
  el(
    'label',
    [x, 220, 100, 24],
    {},
    el('input', [x, 224, 16, 16], {
      attrs: { type: 'radio', name: 'theme', value, ...(checked ? { checked: '' } : {}) },
    }),
    el('#text', [x + 22, 222, 70, 20], { text: value }),
  );

export const settings = page(
  'Settings',
  [375, 667],
  { backgroundColor: 'rgb(255, 255, 255)' },
  row(0, 'Notifications', 'notify', true),
  row(56, 'Dark mode', 'dark', false),
  el('label', [16, 128, 343, 20], { attrs: { for: 'lang' }, text: 'Language' }),
  el('select', [16, 152, 343, 40], { attrs: { id: 'lang' }, options: ['English', 'Deutsch'], selectedIndex: 0 }),
  el(
    'fieldset',
    [16, 200, 343, 56],
    {},
    theme(16, 'Light', true),
    theme(126, 'Dark', false),
    theme(236, 'Auto', false),
  ),
  el('input', [16, 280, 343, 24], {
    attrs: { type: 'range', min: '0', max: '10', value: '7', 'aria-label': 'Volume' },
  }),
);

// A to-do list (items with check boxes and a delete icon) and a contacts list with avatars.
import { border, el, page, rounded, text } from './page';

const trash = '<path d="M4 7h16" /><path d="M10 11v6" /><path d="M14 11v6" />';

const item = (y: number, words: string, done: boolean) =>
  el(
    'li',
    [16, y, 343, 48],
    { style: { ...border('rgb(229, 231, 235)'), ...rounded('8px'), backgroundColor: 'rgb(255, 255, 255)' } },
    el('input', [28, y + 16, 16, 16], {
      attrs: { type: 'checkbox', 'aria-label': words, ...(done ? { checked: '' } : {}) },
    }),
    el('span', [52, y + 14, 240, 20], {
      text: words,
      style: {
        color: done ? 'rgb(156, 163, 175)' : 'rgb(17, 24, 39)',
        fontSize: '15px',
        textDecorationLine: done ? 'line-through' : 'none',
      },
    }),
    el('svg', [323, y + 12, 24, 24], {
      attrs: { 'aria-label': 'Delete' },
      svg: trash,
      style: { color: 'rgb(220, 38, 38)' },
    }),
  );

export const todoList = page(
  'Today',
  [375, 667],
  { backgroundColor: 'rgb(249, 250, 251)' },
  text('h1', [16, 16, 343, 32], 'Today', { fontSize: '24px', fontWeight: '700' }),
  el(
    'ul',
    [16, 64, 343, 168],
    {},
    item(64, 'Buy milk', true),
    item(120, 'Call Ana', false),
    item(176, 'Write the report', false),
  ),
  el('input', [16, 248, 263, 40], {
    attrs: { type: 'text', placeholder: 'New task' },
    style: border('rgb(209, 213, 219)'),
  }),
  el('button', [287, 248, 72, 40], {
    text: 'Add',
    style: { backgroundColor: 'rgb(16, 185, 129)', color: 'rgb(255, 255, 255)' },
  }),
);

const contact = (y: number, name: string, photo: string) =>
  el(
    'li',
    [0, y, 375, 64],
    { style: { borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'rgb(238, 238, 238)' } },
    el('img', [16, y + 12, 40, 40], {
      attrs: { src: `https://example.org/${photo}`, alt: name },
      style: rounded('50%'),
    }),
    text('strong', [68, y + 12, 200, 20], name, { fontWeight: '600' }),
    text('small', [68, y + 34, 200, 16], 'Online', { fontSize: '12px', color: 'rgb(107, 114, 128)' }),
  );

export const contacts = page(
  'Contacts',
  [375, 667],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el(
    'ul',
    [0, 0, 375, 192],
    {},
    contact(0, 'Ana Lima', 'ana.jpg'),
    contact(64, 'Ben Ode', 'ben.jpg'),
    contact(128, 'Chen Wu', 'chen.jpg'),
  ),
);

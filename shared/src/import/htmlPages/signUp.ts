// A sign-up form: a heading, labelled fields, a country select, terms to accept and a button.
import { border, el, page, rounded, text } from './page';

const field = {
  ...border('rgb(209, 213, 219)'),
  ...rounded('6px'),
  backgroundColor: 'rgb(255, 255, 255)',
  paddingLeft: '12px',
  paddingRight: '12px',
  fontSize: '15px',
};

export const signUp = page(
  'Create your account',
  [375, 667],
  { backgroundColor: 'rgb(243, 244, 246)' },
  el(
    'form',
    [16, 24, 343, 560],
    {
      style: {
        backgroundColor: 'rgb(255, 255, 255)',
        ...rounded('12px'),
        boxShadow: 'rgba(0, 0, 0, 0.1) 0px 4px 12px 0px',
      },
    },
    text('h1', [32, 40, 311, 36], 'Create your account', { fontSize: '28px', fontWeight: '700', lineHeight: '36px' }),
    text('label', [32, 92, 311, 20], 'Email', { fontSize: '14px' }),
    el('input', [32, 116, 311, 44], {
      attrs: { type: 'email', id: 'email', placeholder: 'you@example.com' },
      style: field,
    }),
    el('label', [32, 176, 311, 20], { attrs: { for: 'pw' }, text: 'Password', style: { fontSize: '14px' } }),
    el('input', [32, 200, 311, 44], { attrs: { type: 'password', id: 'pw' }, style: field }),
    text('label', [32, 260, 311, 20], 'Country', { fontSize: '14px' }),
    el('select', [32, 284, 311, 44], {
      attrs: { 'aria-label': 'Country' },
      options: ['Germany', 'Spain', 'Brazil'],
      selectedIndex: 1,
      style: field,
    }),
    el(
      'label',
      [32, 344, 311, 24],
      {},
      el('input', [32, 348, 16, 16], { attrs: { type: 'checkbox', name: 'terms' } }),
      el('#text', [56, 346, 200, 20], {
        text: 'I accept the terms',
        style: { fontSize: '14px', color: 'rgb(55, 65, 81)' },
      }),
    ),
    el('button', [32, 392, 311, 48], {
      text: 'Sign up',
      attrs: { type: 'submit' },
      style: { backgroundColor: 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)', fontWeight: '600', ...rounded('8px') },
    }),
  ),
);

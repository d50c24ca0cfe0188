// Pages that test the edges: a login with hidden parts, an article, a landing page with a nav bar,
// unknown elements, a survey and a checkout.
import { border, el, page, rounded, text } from './page';

export const login = page(
  'Log in',
  [375, 667],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el('input', [0, 0, 0, 0], { attrs: { type: 'hidden', name: 'csrf', value: 'x' } }),
  el('div', [16, 16, 343, 40], { style: { display: 'none' } }, text('p', [16, 16, 343, 40], 'Wrong password')),
  el('label', [16, 72, 343, 20], { text: 'User name', style: { visibility: 'hidden' } }),
  el('input', [16, 96, 343, 40], { attrs: { type: 'text', name: 'user', placeholder: 'User name' } }),
  el('input', [16, 148, 343, 40], { attrs: { type: 'password', name: 'password', placeholder: 'Password' } }),
  el('input', [16, 204, 343, 44], {
    attrs: { type: 'submit', value: 'Log in' },
    style: { backgroundColor: 'rgb(0, 0, 0)', color: 'rgb(255, 255, 255)' },
  }),
);

export const article = page(
  'A walk in Lisbon',
  [768, 1200],
  { backgroundColor: 'rgb(255, 253, 247)', fontFamily: 'Georgia, serif' },
  el(
    'article',
    [84, 40, 600, 1000],
    {},
    text('h1', [84, 40, 600, 48], 'A walk in Lisbon', {
      fontSize: '40px',
      fontFamily: 'Georgia, serif',
      fontStyle: 'italic',
    }),
    el('img', [84, 112, 600, 300], { attrs: { src: 'https://example.org/tram.jpg', alt: 'A yellow tram' } }),
    text('p', [84, 432, 600, 96], 'The city climbs seven hills, and its trams climb with it.', {
      fontSize: '18px',
      lineHeight: '32px',
      fontFamily: 'Georgia, serif',
    }),
    el('hr', [84, 544, 600, 1], {
      style: { borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'rgb(221, 221, 221)' },
    }),
    text('blockquote', [124, 568, 520, 64], 'Saudade is a word for it.', {
      fontSize: '22px',
      color: 'rgb(120, 113, 108)',
    }),
  ),
);

export const landing = page(
  'Protolab',
  [1024, 700],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el(
    'nav',
    [0, 0, 1024, 64],
    {
      style: {
        backgroundColor: 'rgb(255, 255, 255)',
        borderBottomWidth: '1px',
        borderBottomStyle: 'solid',
        borderBottomColor: 'rgb(241, 245, 249)',
      },
    },
    el('svg', [24, 20, 24, 24], { svg: '<circle cx="12" cy="12" r="9" />', style: { color: 'rgb(99, 102, 241)' } }),
    text('a', [600, 22, 80, 20], 'Features', { textDecorationLine: 'underline' }),
    text('a', [700, 22, 80, 20], 'Pricing'),
    el('a', [880, 12, 120, 40], {
      text: 'Start free',
      style: { backgroundColor: 'rgb(99, 102, 241)', color: 'rgb(255, 255, 255)', ...rounded('8px') },
    }),
  ),
  el(
    'section',
    [0, 64, 1024, 400],
    { style: { backgroundColor: 'rgb(238, 242, 255)' } },
    text('h1', [112, 160, 800, 64], 'Test your ideas before you build them', {
      fontSize: '48px',
      fontWeight: '800',
      lineHeight: '64px',
      textAlign: 'center',
    }),
    el(
      'p',
      [112, 240, 800, 28],
      { style: { fontSize: '18px', textAlign: 'center', color: 'rgb(71, 85, 105)' } },
      el('#text', [200, 240, 400, 28], { text: 'Clickable prototypes and', style: { fontSize: '18px' } }),
      el('mark', [600, 240, 200, 28], {
        text: 'real testers',
        style: { backgroundColor: 'rgb(254, 240, 138)', fontSize: '18px' },
      }),
    ),
  ),
);

export const unknowns = page(
  'Media',
  [375, 667],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el('video', [0, 0, 375, 211], { attrs: { id: 'intro' } }),
  el('canvas', [0, 227, 375, 150], { style: { backgroundColor: 'rgb(0, 0, 0)' } }),
  el('my-rating', [16, 393, 200, 24], { text: '4.5 stars' }),
  el('progress', [16, 433, 343, 8], { attrs: { 'aria-label': 'Upload' } }),
  el('input', [16, 457, 100, 40], { attrs: { type: 'color', name: 'tint' } }),
);

export const survey = page(
  'Survey',
  [375, 800],
  { backgroundColor: 'rgb(250, 250, 250)' },
  text('h2', [16, 16, 343, 28], 'How was your visit?', { fontSize: '22px' }),
  el('label', [16, 60, 343, 20], { attrs: { for: 'score' }, text: 'Score' }),
  el('input', [16, 84, 343, 24], { attrs: { type: 'range', id: 'score', min: '1', max: '5' } }),
  el('label', [16, 124, 343, 20], { attrs: { for: 'why' }, text: 'Tell us more' }),
  el('textarea', [16, 148, 343, 120], {
    attrs: { id: 'why', placeholder: 'What went well?' },
    style: { ...border('rgb(200, 200, 200)'), ...rounded('4px'), paddingTop: '8px', paddingLeft: '8px' },
  }),
  el(
    'div',
    [16, 284, 343, 60],
    { attrs: { role: 'radiogroup' } },
    el('input', [16, 288, 16, 16], { attrs: { type: 'radio', name: 'again', 'aria-label': 'Yes', checked: '' } }),
    el('input', [16, 316, 16, 16], { attrs: { type: 'radio', name: 'again', 'aria-label': 'No' } }),
  ),
  el('input', [16, 360, 343, 44], { attrs: { type: 'reset' } }),
);

export const checkout = page(
  'Checkout',
  [375, 667],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el('table', [16, 16, 343, 120], {
    rows: [
      ['Item', 'Qty', 'Price'],
      ['Shoes', '1', '€80'],
      ['Socks', '3'],
    ],
  }),
  el(
    'div',
    [16, 152, 343, 40],
    { style: { display: 'flex' } },
    text('span', [16, 160, 200, 24], 'Total'),
    text('span', [300, 160, 59, 24], '€95', { fontWeight: 'bold', textAlign: 'right' }),
  ),
  el('button', [16, 208, 343, 48], {
    text: 'Pay now',
    style: { backgroundColor: 'rgb(22, 163, 74)', color: 'rgb(255, 255, 255)', opacity: '0.5' },
  }),
);

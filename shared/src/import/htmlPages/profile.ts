// A profile: a cover, a round avatar, a name and bio, figures and two buttons.
import { border, el, page, rounded, text } from './page';

export const profile = page(
  'Ana Lima',
  [375, 700],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el('div', [0, 0, 375, 140], {
    attrs: { id: 'cover' },
    style: { backgroundImage: 'linear-gradient(90deg, rgb(236, 72, 153), rgb(139, 92, 246))' },
  }),
  el('img', [137, 90, 100, 100], {
    attrs: { src: 'data:image/png;base64,iVBORw0KGgo=', alt: 'Ana Lima' },
    style: { ...rounded('50%'), ...border('rgb(255, 255, 255)', '4px') },
  }),
  text('h1', [0, 200, 375, 32], 'Ana Lima', { fontSize: '24px', fontWeight: '700', textAlign: 'center' }),
  text('p', [32, 236, 311, 44], 'Designer in Lisbon. Coffee, type and long walks.', {
    fontSize: '14px',
    lineHeight: '22px',
    textAlign: 'center',
    color: 'rgb(75, 85, 99)',
  }),
  el(
    'div',
    [32, 296, 311, 48],
    {},
    text('span', [32, 296, 100, 48], '128 posts'),
    text('span', [137, 296, 100, 48], '3.2k followers'),
  ),
  el('button', [32, 360, 150, 44], {
    text: 'Follow',
    style: { backgroundColor: 'rgb(17, 24, 39)', color: 'rgb(255, 255, 255)', ...rounded('22px') },
  }),
  el('button', [193, 360, 150, 44], {
    text: 'Message',
    style: {
      backgroundColor: 'rgb(255, 255, 255)',
      ...border('rgb(17, 24, 39)'),
      color: 'rgb(17, 24, 39)',
      ...rounded('22px'),
    },
  }),
);

// A chat: a header, message bubbles both ways, a text field and a send button with an icon.
import { border, el, page, rounded, text } from './page';

const bubble = (y: number, words: string, mine: boolean) =>
  el('p', [mine ? 135 : 16, y, 224, 40], {
    text: words,
    style: {
      backgroundColor: mine ? 'rgb(59, 130, 246)' : 'rgb(229, 231, 235)',
      color: mine ? 'rgb(255, 255, 255)' : 'rgb(17, 24, 39)',
      fontSize: '15px',
      paddingTop: '10px',
      paddingLeft: '14px',
      paddingRight: '14px',
      ...rounded('18px'),
    },
  });

export const chat = page(
  'Chat with Ben',
  [375, 667],
  { backgroundColor: 'rgb(255, 255, 255)' },
  el(
    'header',
    [0, 0, 375, 56],
    { style: { backgroundColor: 'rgb(255, 255, 255)', boxShadow: 'rgba(0, 0, 0, 0.08) 0px 1px 0px 0px' } },
    text('h1', [16, 16, 343, 24], 'Ben', { fontWeight: '600' }),
  ),
  bubble(72, 'Hi! Are we still on for today?', false),
  bubble(124, 'Yes, at 5.', true),
  el(
    'form',
    [0, 611, 375, 56],
    { style: { borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'rgb(229, 231, 235)' } },
    el('input', [12, 619, 295, 40], {
      attrs: { type: 'text', placeholder: 'Message', 'aria-label': 'Message' },
      style: { ...border('rgb(209, 213, 219)'), ...rounded('20px'), paddingLeft: '16px' },
    }),
    el('button', [315, 619, 48, 40], {
      attrs: { 'aria-label': 'Send' },
      style: { backgroundColor: 'rgb(59, 130, 246)', ...rounded('20px') },
    }),
  ),
);

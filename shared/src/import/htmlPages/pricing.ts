// A pricing table: three plans side by side, the middle one highlighted, each with a button-link.
import { border, el, page, rounded, text } from './page';

const plan = (x: number, name: string, price: string, featured: boolean) =>
  el(
    'div',
    [x, 120, 300, 360],
    {
      style: {
        backgroundColor: featured ? 'rgb(79, 70, 229)' : 'rgb(255, 255, 255)',
        ...border(featured ? 'rgb(79, 70, 229)' : 'rgb(226, 232, 240)', '2px'),
        ...rounded('16px'),
      },
    },
    text('h2', [x + 24, 144, 252, 28], name, {
      fontSize: '20px',
      fontWeight: '600',
      color: featured ? 'rgb(255, 255, 255)' : 'rgb(15, 23, 42)',
    }),
    text('p', [x + 24, 184, 252, 48], price, {
      fontSize: '40px',
      fontWeight: '800',
      color: featured ? 'rgb(255, 255, 255)' : 'rgb(15, 23, 42)',
    }),
    el(
      'ul',
      [x + 24, 248, 252, 120],
      {},
      text('li', [x + 24, 248, 252, 24], 'Unlimited prototypes'),
      text('li', [x + 24, 280, 252, 24], 'Heat maps'),
    ),
    el('a', [x + 24, 408, 252, 48], {
      text: 'Choose',
      attrs: { href: '#buy' },
      style: {
        backgroundColor: featured ? 'rgb(255, 255, 255)' : 'rgb(79, 70, 229)',
        color: featured ? 'rgb(79, 70, 229)' : 'rgb(255, 255, 255)',
        textAlign: 'center',
        ...rounded('9999px'),
      },
    }),
  );

export const pricing = page(
  'Pricing',
  [1024, 600],
  { backgroundColor: 'rgb(248, 250, 252)' },
  text('h1', [0, 40, 1024, 48], 'Simple pricing', { fontSize: '36px', textAlign: 'center', fontWeight: '700' }),
  plan(46, 'Free', '$0', false),
  plan(362, 'Team', '$29', true),
  plan(678, 'Company', '$99', false),
);

// A dashboard: a dark side bar of links, four stat cards and a table of orders.
import { el, page, rounded, text } from './page';

const card = (x: number, title: string, figure: string) =>
  el(
    'div',
    [x, 80, 220, 100],
    {
      attrs: { id: `card-${title.toLowerCase()}` },
      style: {
        backgroundColor: 'rgb(255, 255, 255)',
        ...rounded('10px'),
        boxShadow: 'rgba(15, 23, 42, 0.08) 0px 1px 3px 0px, rgba(0, 0, 0, 0.1) 0px 1px 2px -1px',
        paddingTop: '16px',
        paddingLeft: '16px',
      },
    },
    text('p', [x + 16, 96, 188, 20], title, { fontSize: '13px', color: 'rgb(100, 116, 139)' }),
    text('p', [x + 16, 124, 188, 36], figure, { fontSize: '28px', fontWeight: '700', letterSpacing: '-0.5px' }),
  );

export const dashboard = page(
  'Sales',
  [1280, 800],
  { backgroundColor: 'rgb(241, 245, 249)', fontFamily: 'Inter, sans-serif' },
  el(
    'nav',
    [0, 0, 220, 800],
    { style: { backgroundColor: 'rgb(15, 23, 42)' } },
    text('a', [24, 24, 172, 24], 'Overview', { color: 'rgb(255, 255, 255)' }),
    text('a', [24, 64, 172, 24], 'Orders', { color: 'rgb(148, 163, 184)' }),
    text('a', [24, 104, 172, 24], 'Customers', { color: 'rgb(148, 163, 184)' }),
  ),
  text('h1', [244, 24, 600, 36], 'Sales', { fontSize: '26px', fontWeight: '700' }),
  card(244, 'Revenue', '$48,210'),
  card(484, 'Orders', '1,204'),
  card(724, 'Refunds', '12'),
  card(964, 'Visitors', '38k'),
  el('table', [244, 204, 940, 160], {
    attrs: { id: 'orders' },
    rows: [
      ['Order', 'Customer', 'Total'],
      ['#1001', 'Ana Lima', '$120'],
      ['#1002', 'Ben Ode', '$80'],
    ],
    style: { backgroundColor: 'rgb(255, 255, 255)', fontSize: '14px', color: 'rgb(51, 65, 85)' },
  }),
);

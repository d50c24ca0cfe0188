// Measured pages of many kinds (htmlPages/, written for these tests) turned into a screen: which
// widgets it holds, where, in which colours, fonts, borders and shadows, how they are named, and
// what the report lists as not mapped.
import { describe, expect, it } from 'vitest';
import type { Widget } from '../model/widget';
import { htmlToScreen } from './htmlToScreen';
import type { HtmlSnapshot } from './htmlSnapshot';
import { signUp } from './htmlPages/signUp';
import { contacts, todoList } from './htmlPages/lists';
import { dashboard } from './htmlPages/dashboard';
import { pricing } from './htmlPages/pricing';
import { profile } from './htmlPages/profile';
import { settings } from './htmlPages/settings';
import { chat } from './htmlPages/chat';
import { article, checkout, landing, login, survey, unknowns } from './htmlPages/others';

function convert(snapshot: HtmlSnapshot) {
  const { clip, report } = htmlToScreen(snapshot);
  const types = clip.widgets.map((w) => w.type);
  /** the widget of that name; a control before the Label that may share its name */
  const named = (name: string): Widget => {
    const found = [...clip.widgets]
      .sort((a, b) => Number(a.type === 'Label') - Number(b.type === 'Label'))
      .find((w) => w.name === name);
    if (!found) throw new Error(`no widget named ${name} among ${clip.widgets.map((w) => w.name).join(', ')}`);
    return found;
  };
  return { clip, report, types, named, screen: clip.screens[0] };
}

const count = (types: string[]) =>
  Object.fromEntries([...new Set(types)].map((t) => [t, types.filter((x) => x === t).length]));

describe('htmlToScreen', () => {
  it('turns a sign-up form into labelled fields, a drop down, a check box and a button in its look', () => {
    const { types, named, screen, clip, report } = convert(signUp);
    expect(screen).toMatchObject({
      name: 'Create your account',
      w: 375,
      h: 667,
      x: 0,
      y: 0,
      style: { background: '#f3f4f6' },
    });
    expect(screen.children).toEqual(clip.widgets.map((w) => w.id));
    expect(types).toEqual([
      'Box',
      'Label',
      'Label',
      'TextBox',
      'Label',
      'Password',
      'Label',
      'DropDown',
      'CheckBox',
      'Label',
      'Button',
    ]);
    expect(report).toEqual({ widgets: count(types), unmapped: [] });
    const card = clip.widgets[0];
    expect(card).toMatchObject({ x: 16, y: 24, w: 343, h: 560, z: 0 });
    expect(card.style).toMatchObject({
      background: '#ffffff',
      borderTopLeftRadius: 12,
      boxShadow: { h: 0, v: 4, b: 12, s: 0, c: 'rgba(0,0,0,0.1)', i: false },
    });
    expect(named('Create your account')).toMatchObject({
      type: 'Label',
      x: 32,
      y: 40,
      props: { label: 'Create your account' },
    });
    expect(named('Create your account').style).toMatchObject({
      fontSize: 28,
      fontWeight: '700',
      lineHeight: 36,
      color: '#111827',
    });
    // named by the label before it, by its label[for], by its aria-label, by the label around it
    const email = named('Email');
    expect(email).toMatchObject({
      type: 'TextBox',
      x: 32,
      y: 116,
      w: 311,
      h: 44,
      props: { label: 'you@example.com', placeholder: true },
    });
    expect(email.style).toMatchObject({
      background: '#ffffff',
      borderTopWidth: 1,
      borderTopColor: '#d1d5db',
      borderBottomRightRadius: 6,
      paddingLeft: 12,
      fontSize: 15,
    });
    expect(named('Password').type).toBe('Password');
    expect(named('Country')).toMatchObject({
      type: 'DropDown',
      props: { options: ['Germany', 'Spain', 'Brazil'], selected: 'Spain' },
    });
    expect(named('I accept the terms')).toMatchObject({
      type: 'CheckBox',
      x: 32,
      y: 348,
      w: 16,
      h: 16,
      props: { checked: false },
    });
    expect(named('Sign up')).toMatchObject({
      type: 'Button',
      x: 32,
      y: 392,
      w: 311,
      h: 48,
      props: { label: 'Sign up' },
    });
    expect(named('Sign up').style).toMatchObject({
      background: '#2563eb',
      color: '#ffffff',
      fontWeight: '600',
      borderTopLeftRadius: 8,
    });
  });

  it('turns a to-do list into boxes with check boxes, texts and icons', () => {
    const { types, named, clip } = convert(todoList);
    expect(count(types)).toEqual({ Label: 4, Box: 3, CheckBox: 3, SVGIcon: 3, TextBox: 1, Button: 1 });
    expect(named('Buy milk').type).toBe('CheckBox');
    expect(named('Buy milk').props).toMatchObject({ checked: true });
    const done = clip.widgets.find((w) => w.type === 'Label' && w.props?.label === 'Buy milk')!;
    expect(done.style).toMatchObject({ color: '#9ca3af' });
    const icon = named('Delete');
    expect(icon).toMatchObject({ type: 'SVGIcon', x: 323, y: 76, w: 24, h: 24, style: { color: '#dc2626' } });
    expect(icon.props?.svg).toContain('<path d="M4 7h16" />');
    expect(named('New task').props).toMatchObject({ label: 'New task', placeholder: true });
  });

  it('turns a contact list into round pictures and names over ruled rows', () => {
    const { types, named } = convert(contacts);
    expect(count(types)).toEqual({ Box: 3, Image: 3, Label: 6 });
    const ana = named('Ana Lima');
    expect(ana).toMatchObject({
      type: 'Image',
      x: 16,
      y: 12,
      w: 40,
      h: 40,
      style: { backgroundImage: { url: 'https://example.org/ana.jpg' }, borderTopLeftRadius: 20 },
    });
    const row = convert(contacts).clip.widgets[0];
    expect(row.style).toMatchObject({ borderBottomWidth: 1, borderBottomColor: '#eeeeee', borderBottomStyle: 'solid' });
    expect(row.style?.borderTopWidth).toBeUndefined();
  });

  it('turns a dashboard into a side bar, stat cards with their shadow and a table of its rows', () => {
    const { types, named, screen } = convert(dashboard);
    expect(screen).toMatchObject({ w: 1280, h: 800, style: { background: '#f1f5f9' } });
    expect(count(types)).toEqual({ Box: 5, Label: 12, Table: 1 });
    expect(named('nav')).toMatchObject({ type: 'Box', x: 0, y: 0, w: 220, h: 800, style: { background: '#0f172a' } });
    expect(named('card-revenue').style).toMatchObject({
      boxShadow: { h: 0, v: 1, b: 3, s: 0, c: 'rgba(15,23,42,0.08)' },
      paddingTop: 16,
    });
    expect(named('$48,210').style).toMatchObject({ fontSize: 28, letterSpacing: -0.5 });
    const table = named('orders');
    expect(table).toMatchObject({ type: 'Table', x: 244, y: 204, w: 940, h: 160 });
    expect(table.props).toMatchObject({
      data: [
        ['Order', 'Customer', 'Total'],
        ['#1001', 'Ana Lima', '$120'],
        ['#1002', 'Ben Ode', '$80'],
      ],
    });
    expect(table.style).toMatchObject({ background: '#ffffff', color: '#334155', fontSize: 14, checkBox: false });
  });

  it('turns a pricing table into plan cards whose links that look like buttons are Buttons', () => {
    const { types, clip } = convert(pricing);
    expect(count(types)).toEqual({ Label: 13, Box: 3, Button: 3 });
    const buttons = clip.widgets.filter((w) => w.type === 'Button');
    expect(buttons.map((b) => [b.x, b.y, b.props?.label])).toEqual([
      [70, 408, 'Choose'],
      [386, 408, 'Choose'],
      [702, 408, 'Choose'],
    ]);
    expect(buttons[1].style).toMatchObject({
      background: '#ffffff',
      color: '#4f46e5',
      textAlign: 'center',
      borderTopLeftRadius: 24,
    });
    const featured = clip.widgets.filter((w) => w.type === 'Box')[1];
    expect(featured.style).toMatchObject({ background: '#4f46e5', borderLeftWidth: 2, borderTopRightRadius: 16 });
    expect(clip.widgets.find((w) => w.props?.label === 'Simple pricing')?.style).toMatchObject({
      textAlign: 'center',
      fontSize: 36,
    });
  });

  it('turns a profile into a gradient cover, a round bordered avatar, texts and two buttons', () => {
    const { types, named } = convert(profile);
    expect(count(types)).toEqual({ Box: 1, Image: 1, Label: 4, Button: 2 });
    expect(named('cover').style).toMatchObject({
      background: 'linear-gradient(90deg, rgb(236, 72, 153), rgb(139, 92, 246))',
    });
    expect(named('Ana Lima').style).toMatchObject({
      borderTopWidth: 4,
      borderTopColor: '#ffffff',
      borderTopLeftRadius: 50,
    });
    expect(named('Designer in Lisbon. Coffee, type and lo…').style).toMatchObject({
      lineHeight: 22,
      textAlign: 'center',
      color: '#4b5563',
    });
    expect(named('Message').style).toMatchObject({
      background: '#ffffff',
      borderTopColor: '#111827',
      borderTopLeftRadius: 22,
    });
  });

  it('turns a settings page into switches, a drop down, grouped radios and a slider', () => {
    const { types, named, clip } = convert(settings);
    expect(count(types)).toEqual({ Box: 2, Label: 6, Switch: 2, DropDown: 1, RadioBox: 3, HSlider: 1 });
    expect(named('Notifications')).toMatchObject({
      type: 'Switch',
      x: 307,
      y: 13,
      w: 52,
      h: 30,
      props: { checked: true },
    });
    expect(named('Dark mode').props).toMatchObject({ checked: false });
    expect(named('Language')).toMatchObject({
      type: 'DropDown',
      props: { selected: 'English', options: ['English', 'Deutsch'] },
    });
    const radios = clip.widgets.filter((w) => w.type === 'RadioBox');
    expect(radios.map((r) => [r.name, r.props?.checked, r.props?.formGroup])).toEqual([
      ['Light', true, 'theme'],
      ['Dark', false, 'theme'],
      ['Auto', false, 'theme'],
    ]);
    expect(named('Volume')).toMatchObject({ type: 'HSlider', props: { min: 0, max: 10, value: 7 } });
  });

  it('turns a chat into bubbles with their paddings and corners, a round field and an icon button', () => {
    const { types, named } = convert(chat);
    expect(count(types)).toEqual({ Box: 2, Label: 3, TextBox: 1, Button: 1 });
    expect(named('Yes, at 5.')).toMatchObject({ x: 135, y: 124 });
    expect(named('Yes, at 5.').style).toMatchObject({
      background: '#3b82f6',
      color: '#ffffff',
      paddingTop: 10,
      paddingLeft: 14,
      borderBottomLeftRadius: 18,
    });
    expect(named('Send')).toMatchObject({ type: 'Button', props: { label: '' } });
    expect(named('Message').style).toMatchObject({ borderTopLeftRadius: 20, paddingLeft: 16 });
  });

  it('leaves out what the page does not show: hidden inputs, display none, hidden labels', () => {
    const { types, named } = convert(login);
    expect(types).toEqual(['TextBox', 'Password', 'Button']);
    expect(named('User name').props).toMatchObject({ label: 'User name', placeholder: true });
    expect(named('Log in').props).toMatchObject({ label: 'Log in' });
  });

  it('turns an article into its fonts, a picture, a rule and a quote', () => {
    const { types, named, screen } = convert(article);
    expect(count(types)).toEqual({ Label: 3, Image: 1, Box: 1 });
    expect(screen).toMatchObject({ w: 768, h: 1200, style: { background: '#fffdf7' } });
    expect(named('A walk in Lisbon').style).toMatchObject({
      fontFamily: 'Georgia, serif',
      fontStyle: 'italic',
      fontSize: 40,
    });
    expect(named('A yellow tram')).toMatchObject({ type: 'Image', w: 600, h: 300 });
    expect(named('Divider')).toMatchObject({ type: 'Box', y: 544, h: 1, style: { background: '#dddddd' } });
  });

  it('turns a landing page into a nav bar with an icon, links, a call to action and a hero with mixed text', () => {
    const { types, named } = convert(landing);
    expect(count(types)).toEqual({ Box: 2, SVGIcon: 1, Label: 5, Button: 1 });
    expect(named('Features').style).toMatchObject({ textDecoration: 'underline' });
    expect(named('Start free')).toMatchObject({ type: 'Button', x: 880, y: 12 });
    expect(named('Clickable prototypes and')).toMatchObject({ type: 'Label', x: 200, y: 240 });
    expect(named('real testers').style).toMatchObject({ background: '#fef08a' });
  });

  it('keeps elements without a widget of their own as Boxes or Labels and reports them', () => {
    const { types, report } = convert(unknowns);
    expect(types).toEqual(['Box', 'Box', 'Label', 'Box', 'TextBox']);
    expect(report.unmapped).toEqual([
      { tag: 'video', name: 'intro', as: 'Box' },
      { tag: 'canvas', name: 'canvas', as: 'Box' },
      { tag: 'my-rating', name: '4.5 stars', as: 'Label' },
      { tag: 'progress', name: 'Upload', as: 'Box' },
      { tag: 'input type=color', name: 'tint', as: 'TextBox' },
    ]);
  });

  it('turns a survey into a slider, a text area, radios and a reset button', () => {
    const { types, named } = convert(survey);
    expect(count(types)).toEqual({ Label: 3, HSlider: 1, TextArea: 1, RadioBox: 2, Button: 1 });
    expect(named('Score').props).toMatchObject({ min: 1, max: 5, value: 3 });
    expect(named('Tell us more')).toMatchObject({
      type: 'TextArea',
      props: { label: 'What went well?', placeholder: true },
    });
    expect(named('Tell us more').style).toMatchObject({ paddingTop: 8, borderTopRightRadius: 4 });
    expect(named('Yes').props).toMatchObject({ checked: true, formGroup: 'again' });
    expect(named('Reset').props).toMatchObject({ label: 'Reset' });
  });

  it('turns a checkout into a table with even rows, totals and a faded button', () => {
    const { types, named } = convert(checkout);
    expect(count(types)).toEqual({ Table: 1, Label: 2, Button: 1 });
    expect(named('Item, Qty, Price').props).toMatchObject({
      data: [
        ['Item', 'Qty', 'Price'],
        ['Shoes', '1', '€80'],
        ['Socks', '3', ''],
      ],
      widths: [100, 100, 100],
    });
    expect(named('€95').style).toMatchObject({ fontWeight: '700', textAlign: 'right' });
    expect(named('Pay now').style).toMatchObject({ opacity: 0.5, background: '#16a34a' });
  });
});

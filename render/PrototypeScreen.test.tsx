// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newApp, newLine, newScreen, newWidget } from '@protolab/shared';
import { PrototypeScreen } from './PrototypeScreen';
import { loadWidgetRenderers } from './renderers';

afterEach(cleanup);

const opacityOf = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-widget="${id}"]`)?.style.opacity;

describe('a screen with a widget the designer hid', () => {
  const app = newApp({
    screens: { s1: newScreen({ id: 's1', children: ['shown', 'hidden'] }) },
    widgets: {
      shown: newWidget({ id: 'shown', type: 'Label', props: { label: 'Shown' } }),
      hidden: newWidget({ id: 'hidden', type: 'Label', props: { label: 'Secret', hidden: true } }),
    },
  });

  it('is drawn without it for testers and every view but the editor', async () => {
    await loadWidgetRenderers(['Label']);
    const { container } = render(<PrototypeScreen app={app} screenId="s1" scale={1} onValue={() => undefined} />);
    expect(container.querySelector('[data-widget="shown"]')).not.toBeNull();
    expect(container.querySelector('[data-widget="hidden"]')).toBeNull();
    expect(container.textContent).not.toContain('Secret');
  });

  it('shows it faintly in the editor', async () => {
    await loadWidgetRenderers(['Label']);
    const { container } = render(<PrototypeScreen app={app} screenId="s1" scale={1} showHidden />);
    expect(opacityOf(container, 'hidden')).toBe('0.3');
    expect(opacityOf(container, 'shown')).toBe('');
  });
});

describe('a screen with data binding and an error message', () => {
  const app = newApp({
    screens: { s1: newScreen({ id: 's1', children: ['mail', 'error', 'echo'] }) },
    widgets: {
      mail: newWidget({ id: 'mail', type: 'TextBox', props: { refs: { errorLabels: ['error'] } } }),
      error: newWidget({ id: 'error', type: 'Label', props: { label: 'Enter your email' } }),
      echo: newWidget({ id: 'echo', type: 'Label', props: { label: 'Nobody', databinding: { default: 'email' } } }),
    },
  });
  const textOf = (container: HTMLElement, id: string) => container.querySelector(`[data-widget="${id}"]`)?.textContent;

  it('shows the error message only while its input is invalid', async () => {
    await loadWidgetRenderers(['TextBox', 'Label']);
    const played = (invalid: string[]) =>
      render(<PrototypeScreen app={app} screenId="s1" scale={1} invalid={invalid} onValue={() => undefined} />);
    expect(played([]).container.textContent).not.toContain('Enter your email');
    cleanup();
    expect(textOf(played(['mail']).container, 'error')).toBe('Enter your email');
  });

  it('draws error messages faintly in the editor', async () => {
    await loadWidgetRenderers(['TextBox', 'Label']);
    const { container } = render(<PrototypeScreen app={app} screenId="s1" scale={1} showHidden />);
    expect(opacityOf(container, 'error')).toBe('0.3');
    expect(opacityOf(container, 'mail')).toBe('');
  });

  it('shows a bound label its variable once the variable has a value', async () => {
    await loadWidgetRenderers(['TextBox', 'Label']);
    const { container, rerender } = render(<PrototypeScreen app={app} screenId="s1" scale={1} variables={{}} />);
    expect(textOf(container, 'echo')).toBe('Nobody');
    rerender(<PrototypeScreen app={app} screenId="s1" scale={1} variables={{ email: 'kim@example.org' }} />);
    expect(textOf(container, 'echo')).toBe('kim@example.org');
  });
});

describe('a screen whose widgets were added bottom first', () => {
  // z-order is pay, address, title; each overlaps the one below it a little
  const app = newApp({
    screens: { s1: newScreen({ id: 's1', children: ['pay', 'address', 'title'] }) },
    widgets: {
      pay: newWidget({ id: 'pay', type: 'Label', y: 200, h: 40, z: 0, props: { label: 'Pay' } }),
      address: newWidget({ id: 'address', type: 'Label', y: 100, h: 110, z: 1, props: { label: 'Address' } }),
      title: newWidget({ id: 'title', type: 'Label', y: 0, h: 110, z: 2, props: { label: 'Title' } }),
    },
  });

  it('holds them in the page from the top down, each painted at its place in z-order', async () => {
    await loadWidgetRenderers(['Label']);
    const { container } = render(<PrototypeScreen app={app} screenId="s1" scale={1} onValue={() => undefined} />);
    const widgets = [...container.querySelectorAll<HTMLElement>('[data-widget]')];
    expect(widgets.map((w) => [w.dataset.widget, w.style.getPropertyValue('--pl-z')])).toEqual([
      ['title', '3'],
      ['address', '2'],
      ['pay', '1'],
    ]);
  });
});

describe('a played screen for keyboard and screen-reader testers', () => {
  const app = newApp({
    screens: {
      s1: newScreen({ id: 's1', children: ['go', 'icon', 'text'] }),
      s2: newScreen({ id: 's2' }),
    },
    widgets: {
      go: newWidget({ id: 'go', type: 'Button', props: { label: 'Go' } }),
      icon: newWidget({ id: 'icon', type: 'Icon', style: { icon: 'mdi mdi-cart-outline' } }),
      text: newWidget({ id: 'text', type: 'Label', props: { label: 'Just text' } }),
    },
    lines: { l1: newLine({ id: 'l1', from: 'icon', to: 's2' }) },
  });

  it('draws buttons and linked boxes as named buttons that Enter and Space click', async () => {
    await loadWidgetRenderers(['Button', 'Icon', 'Label']);
    const clicks: string[] = [];
    const { container, getByRole } = render(
      <div onClick={(e) => clicks.push((e.target as HTMLElement).dataset.widget!)}>
        <PrototypeScreen app={app} screenId="s1" scale={1} onValue={() => undefined} />
      </div>,
    );
    expect(getByRole('button', { name: 'Go' }).tabIndex).toBe(0);
    const icon = getByRole('button', { name: 'cart outline' });
    expect(container.querySelector('[data-widget="text"]')!.getAttribute('role')).toBeNull();
    fireEvent.keyDown(getByRole('button', { name: 'Go' }), { key: 'Enter' });
    fireEvent.keyDown(icon, { key: ' ' });
    fireEvent.keyDown(icon, { key: 'a' });
    expect(clicks).toEqual(['go', 'icon']);
  });

  it('draws no buttons on a screen that is only shown', async () => {
    await loadWidgetRenderers(['Button', 'Icon', 'Label']);
    const { container } = render(<PrototypeScreen app={app} screenId="s1" scale={1} />);
    expect(container.querySelector('[role="button"]')).toBeNull();
  });
});

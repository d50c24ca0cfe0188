// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget } from '@protolab/shared';
import { PrototypeScreen } from './PrototypeScreen';
import { loadWidgetRenderers } from './renderers';

afterEach(cleanup);

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
    expect(container.querySelector('.pl-hidden-widget [data-widget="hidden"]')).not.toBeNull();
    expect(container.querySelector('.pl-hidden-widget [data-widget="shown"]')).toBeNull();
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
    expect(container.querySelector('.pl-hidden-widget [data-widget="error"]')).not.toBeNull();
  });

  it('shows a bound label its variable once the variable has a value', async () => {
    await loadWidgetRenderers(['TextBox', 'Label']);
    const { container, rerender } = render(<PrototypeScreen app={app} screenId="s1" scale={1} variables={{}} />);
    expect(textOf(container, 'echo')).toBe('Nobody');
    rerender(<PrototypeScreen app={app} screenId="s1" scale={1} variables={{ email: 'kim@example.org' }} />);
    expect(textOf(container, 'echo')).toBe('kim@example.org');
  });
});

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

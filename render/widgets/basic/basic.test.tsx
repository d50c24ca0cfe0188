// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testSupport';

afterEach(cleanup);

describe('basic widgets', () => {
  it('a label and a button show their text; a button centres it', async () => {
    const label = await renderWidget('Label', { props: { label: 'Hello' } });
    expect(label.widget.textContent).toBe('Hello');
    expect(label.widget.style.justifyContent).toBe('flex-start');
    cleanup();
    const button = await renderWidget('Button', { props: { label: 'Go' } });
    expect(button.widget.textContent).toBe('Go');
    expect(button.widget.style.justifyContent).toBe('center');
    expect(button.widget.style.alignItems).toBe('center');
  });

  it('an image without a picture is the crossed placeholder; with one, the picture', async () => {
    const empty = await renderWidget('Image');
    expect(empty.widget.querySelector('.pl-placeholder')).not.toBeNull();
    cleanup();
    const full = await renderWidget('Image', { style: { backgroundImage: { url: 'https://x.test/a.png' } } });
    expect(full.widget.querySelector('img')?.getAttribute('src')).toBe('https://x.test/a.png');
  });

  it('an icon names its glyph; an unknown icon name draws nothing', async () => {
    const icon = await renderWidget('Icon', { style: { icon: 'mdi mdi-close' } });
    expect(icon.widget.querySelector('svg')?.dataset.icon).toBe('close');
    cleanup();
    const bad = await renderWidget('Icon', { style: { icon: 'mdi mdi-../../etc' } });
    expect(bad.widget.querySelector('svg')?.dataset.icon).toBeUndefined();
  });

  it('an icon is as tall as its box, whatever its width (the existing product sizes it by the height)', async () => {
    for (const size of [
      { w: 80, h: 24 },
      { w: 24, h: 48 },
    ]) {
      const { widget } = await renderWidget('Icon', { style: { icon: 'mdi mdi-close' }, size, scale: 2 });
      const glyph = widget.querySelector('svg')!;
      expect([glyph.getAttribute('width'), glyph.getAttribute('height')]).toEqual([`${size.h * 2}`, `${size.h * 2}`]);
      cleanup();
    }
  });

  it('a hot spot shows nothing', async () => {
    const spot = await renderWidget('HotSpot');
    expect(spot.widget.childElementCount).toBe(0);
    expect(spot.widget.style.background).toBe('');
  });

  it('a web link opens its address only when played', async () => {
    const played = await renderWidget('WebLink', { onValue: () => {} });
    expect(played.widget.querySelector('a')?.getAttribute('href')).toBe('https://example.org');
    cleanup();
    const shown = await renderWidget('WebLink');
    expect(shown.widget.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('a display-only screen is inert', async () => {
    const shown = await renderWidget('Button');
    expect(shown.container.querySelector('.pl-screen')?.hasAttribute('inert')).toBe(true);
    cleanup();
    const played = await renderWidget('Button', { onValue: () => {} });
    expect(played.container.querySelector('.pl-screen')?.hasAttribute('inert')).toBe(false);
  });
});

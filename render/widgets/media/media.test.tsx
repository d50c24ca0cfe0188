// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialValue, optionsOf, WIDGET_TYPES, widgetDefaults, widgetSpec } from '@protolab/shared';
import { renderWidget } from '../../testSupport';

// icons answer from here instead of a server
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('<svg><path d="M4 4h16v16H4z"/></svg>')));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEDIA = WIDGET_TYPES.filter((type) => widgetSpec(type)?.family === 'media');
const IMAGES = ['https://x.test/a.png', 'https://x.test/b.png', 'https://x.test/c.png'];

/** Props that give each type something to draw and drive beyond its palette defaults. */
const FILLED: Record<string, Record<string, unknown>> = {
  ImageCarousel: { images: IMAGES },
  ImageGrid: { images: IMAGES },
  AudioPlayer: { url: 'https://x.test/song.mp3' },
};

const shownImage = (widget: HTMLElement) => widget.querySelector('[data-shown] img')?.getAttribute('src');
const chosenLabels = (widget: HTMLElement) => [...widget.querySelectorAll('[data-chosen]')].map((e) => e.textContent);

describe('media widgets: every type', () => {
  it('is in the family', () => {
    expect(MEDIA).toEqual(
      expect.arrayContaining([
        'ImageCarousel',
        'ImageGrid',
        'AudioPlayer',
        'IFrameWidget',
        'NavBar',
        'NavMenu',
        'VerticalNavigation',
        'Vector',
        'SVGBox',
        'SVGIcon',
        'SVGPaths',
        'PolyLine',
        'Sketch',
      ]),
    );
    expect(MEDIA).toHaveLength(13);
  });

  it.each(MEDIA)('%s draws its palette defaults, without its type name', async (type) => {
    const { widget } = await renderWidget(type);
    expect(widget.childElementCount).toBeGreaterThan(0);
    expect(widget.textContent).not.toContain(type);
  });

  it.each(MEDIA)('%s display-only takes no focus and no input', async (type) => {
    const { widget } = await renderWidget(type, { props: FILLED[type] });
    expect(widget.querySelectorAll('button, select, input, textarea, iframe, audio, [tabindex]')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('ImageCarousel', () => {
  it('without images is the empty image; with them, the first, and a dot per image', async () => {
    const empty = await renderWidget('ImageCarousel');
    expect(empty.widget.querySelector('.pl-placeholder')).not.toBeNull();
    expect(empty.widget.querySelectorAll('[data-dot]')).toHaveLength(0);
    cleanup();
    const { widget } = await renderWidget('ImageCarousel', { props: { images: IMAGES } });
    expect(shownImage(widget)).toBe(IMAGES[0]);
    expect(widget.querySelectorAll('[data-dot]')).toHaveLength(3);
    expect(widget.querySelectorAll('[data-arrow]')).toHaveLength(2);
  });

  it('shows the value: the image at that index, its dot marked; images may be {url, w, h}', async () => {
    const { widget } = await renderWidget('ImageCarousel', {
      props: { images: IMAGES.map((url) => ({ url, w: 10, h: 10 })) },
      value: 2,
    });
    expect(shownImage(widget)).toBe(IMAGES[2]);
    expect([...widget.querySelectorAll('[data-dot]')].map((d) => d.getAttribute('data-dot'))).toEqual([
      'other',
      'other',
      'shown',
    ]);
  });

  it('starts at props.value', async () => {
    expect(initialValue({ type: 'ImageCarousel', props: { images: IMAGES, value: 4 } })).toBe(1);
    expect(initialValue({ type: 'ImageCarousel', props: {} })).toBe(0);
  });

  it('played: the arrows and arrow keys turn it, wrapping around', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWidget('ImageCarousel', { props: { images: IMAGES }, onValue });
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(onValue).toHaveBeenLastCalledWith(1, undefined);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(onValue).toHaveBeenLastCalledWith(2, undefined);
    document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!.focus();
    await user.keyboard('{ArrowRight}');
    expect(onValue).toHaveBeenLastCalledWith(1, undefined);
  });

  it('played: a long swipe to the left shows the next image, a short one springs back', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    const { widget } = await renderWidget('ImageCarousel', { props: { images: IMAGES }, onValue, value: 1 });
    const strip = widget.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    expect(strip.hasAttribute('data-drag')).toBe(true);
    await user.pointer([
      { keys: '[MouseLeft>]', target: strip, coords: { clientX: 200, clientY: 100 } },
      { coords: { clientX: 180, clientY: 100 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onValue).not.toHaveBeenCalled();
    await user.pointer([
      { keys: '[MouseLeft>]', target: strip, coords: { clientX: 250, clientY: 100 } },
      { coords: { clientX: 120, clientY: 100 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onValue).toHaveBeenLastCalledWith(2, undefined);
    await user.pointer([
      { keys: '[MouseLeft>]', target: strip, coords: { clientX: 100, clientY: 100 } },
      { coords: { clientX: 250, clientY: 100 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onValue).toHaveBeenLastCalledWith(0, undefined);
  });
});

describe('ImageGrid', () => {
  it('without images fills the box with empty images; cells are sized at the scale', async () => {
    const { widget } = await renderWidget('ImageGrid', { scale: 2 });
    // 304 × 200 with 96 px cells 8 apart: 3 columns, 2 rows
    expect(widget.querySelectorAll('.pl-placeholder')).toHaveLength(6);
    expect((widget.querySelector('.pl-placeholder')!.parentElement as HTMLElement).style.width).toBe('192px');
  });

  it('shows each image, the chosen ones (the value) ticked', async () => {
    const { widget } = await renderWidget('ImageGrid', { props: { images: IMAGES }, value: [IMAGES[1]] });
    expect([...widget.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(IMAGES);
    const chosen = [...widget.querySelectorAll('[data-chosen]')];
    expect(chosen).toHaveLength(1);
    expect(chosen[0].querySelector('img')?.getAttribute('src')).toBe(IMAGES[1]);
    expect(chosen[0].querySelector('svg path')).not.toBeNull();
    expect(optionsOf({ type: 'ImageGrid', props: { images: IMAGES } })).toEqual(IMAGES);
  });

  it('played (multi): a tap adds or removes an image; keys move and choose', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWidget('ImageGrid', { props: { images: IMAGES }, value: [IMAGES[1]], onValue });
    const list = screen.getByRole('listbox');
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    await user.click(options[2]);
    expect(onValue).toHaveBeenLastCalledWith([IMAGES[1], IMAGES[2]], undefined);
    await user.click(options[1]);
    expect(onValue).toHaveBeenLastCalledWith([], undefined);
    options[0].focus();
    await user.keyboard('{ArrowRight} ');
    expect(document.activeElement).toBe(options[1]);
    expect(onValue).toHaveBeenLastCalledWith([], undefined);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith([IMAGES[0], IMAGES[1]], undefined);
  });

  it('played (single): a tap chooses that image alone; with none, images are only tapped', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWidget('ImageGrid', {
      props: { images: IMAGES, selectionMode: 'single' },
      value: [IMAGES[1]],
      onValue,
    });
    await user.click(screen.getAllByRole('option')[0]);
    expect(onValue).toHaveBeenLastCalledWith([IMAGES[0]], undefined);
    cleanup();
    await renderWidget('ImageGrid', { props: { images: IMAGES, selectionMode: 'none' }, onValue: vi.fn() });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('AudioPlayer', () => {
  it('display-only is the bar at rest: play glyph, empty progress, time', async () => {
    const { widget } = await renderWidget('AudioPlayer', { props: { duration: 83 } });
    expect(widget.querySelector('[data-playing="false"] svg path')).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(widget.querySelector('[data-played]')?.getAttribute('data-played')).toBe('0');
    expect(widget.textContent).toBe('0:00 / 1:23');
  });

  it('played: a real audio element for a web address; the button plays and pauses', async () => {
    const user = userEvent.setup();
    const { widget } = await renderWidget('AudioPlayer', { props: FILLED.AudioPlayer, onValue: vi.fn() });
    expect(widget.querySelector('audio')?.getAttribute('src')).toBe('https://x.test/song.mp3');
    cleanup();
    await renderWidget('AudioPlayer', { props: { url: 'javascript:alert(1)' }, onValue: vi.fn() });
    expect(document.querySelector('audio')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play' });
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('IFrameWidget', () => {
  it('display-only draws the address, never the page', async () => {
    const { widget } = await renderWidget('IFrameWidget');
    expect(widget.querySelector('iframe')).toBeNull();
    expect(widget.querySelector('[data-address]')?.textContent).toBe('https://example.org');
  });

  it('played: a sandboxed frame of an http(s) address, without same-origin rights; nothing for other addresses', async () => {
    const { widget } = await renderWidget('IFrameWidget', { onValue: vi.fn() });
    const frame = widget.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://example.org/');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    cleanup();
    const bad = await renderWidget('IFrameWidget', { props: { url: 'javascript:alert(1)' }, onValue: vi.fn() });
    expect(bad.widget.querySelector('iframe')).toBeNull();
  });
});

describe('NavBar and VerticalNavigation', () => {
  it('show their items with the chosen one (the value) highlighted', async () => {
    expect(initialValue({ type: 'NavBar', props: widgetDefaults('NavBar')!.props })).toBe('Home');
    const bar = await renderWidget('NavBar');
    expect(bar.widget.textContent).toBe('HomeSearchProfile');
    expect(bar.widget.querySelectorAll('svg[data-icon]')).toHaveLength(3);
    expect(chosenLabels(bar.widget)).toEqual(['Home']);
    cleanup();
    const side = await renderWidget('VerticalNavigation', { value: 'Settings' });
    expect(chosenLabels(side.widget)).toEqual(['Settings']);
    const chosen = side.widget.querySelector<HTMLElement>('[data-chosen]')!;
    expect(chosen.style.color).toBe('#3b31c4');
    expect(chosen.style.background).toBe('#e3e1fb');
    expect(side.widget.querySelector<HTMLElement>('[data-icon]')?.parentElement?.style.flexDirection).toBe('row');
  });

  it('read props.options when there are no navigation items', async () => {
    const { widget } = await renderWidget('NavBar', {
      props: { navigation: undefined, options: ['A', 'B'] },
      value: 'B',
    });
    expect(chosenLabels(widget)).toEqual(['B']);
  });

  it('played: a tap or the keyboard chooses an item', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWidget('NavBar', { onValue });
    const home = screen.getByRole('button', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(onValue).toHaveBeenLastCalledWith('Profile', undefined);
    home.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('Search', undefined);
    cleanup();
    await renderWidget('VerticalNavigation', { onValue });
    screen.getByRole('button', { name: 'Dashboard' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(onValue).toHaveBeenLastCalledWith('Settings', undefined);
  });
});

describe('NavMenu', () => {
  it('shows its label and a caret; once an item is chosen, its label', async () => {
    const menu = await renderWidget('NavMenu');
    expect(menu.widget.textContent).toBe('Menu');
    expect(menu.widget.querySelector('svg path')).not.toBeNull();
    cleanup();
    const chosen = await renderWidget('NavMenu', { value: 'Products' });
    expect(chosen.widget.textContent).toBe('Products');
  });

  it('played: the list of items chooses one', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    await renderWidget('NavMenu', { onValue });
    const menu = screen.getByRole('combobox', { name: 'Menu' });
    await user.selectOptions(menu, 'About us');
    expect(onValue).toHaveBeenLastCalledWith('About us', undefined);
  });
});

describe('vector drawings', () => {
  const pathsOf = (widget: HTMLElement) => [...widget.querySelectorAll('svg path')];

  it('Vector and SVGPaths draw their points as path data in their frame', async () => {
    const vector = await renderWidget('Vector', { scale: 2 });
    const svg = vector.widget.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 100 100');
    expect(svg.getAttribute('width')).toBe('200');
    expect(pathsOf(vector.widget).map((p) => p.getAttribute('d'))).toEqual(['M10 80 C30 10 70 10 90 80']);
    cleanup();
    const paths = await renderWidget('SVGPaths');
    const [path] = pathsOf(paths.widget);
    expect(path.getAttribute('d')).toMatch(/^M60 10 C.* Z$/);
    expect(path.getAttribute('fill')).toBe('#e3e1fb');
  });

  it('keeps only safe path data and colours', async () => {
    const { widget } = await renderWidget('SVGPaths', {
      props: {
        paths: [
          { d: 'M0 0 L10 10', stroke: 'url(javascript:alert(1))' },
          { d: '"/><script>alert(1)</script>' },
          { d: [{ t: 'M', x: 'a', y: 1 }] },
        ],
      },
    });
    const paths = pathsOf(widget);
    expect(paths).toHaveLength(1);
    expect(paths[0].getAttribute('d')).toBe('M0 0 L10 10');
    expect(paths[0].getAttribute('stroke')).toBe('#333333');
    expect(widget.querySelector('script')).toBeNull();
  });

  it('SVGBox maps its fractions of the box', async () => {
    const { widget } = await renderWidget('SVGBox');
    expect(pathsOf(widget)[0].getAttribute('d')).toBe('M6 72 L42 28 L72 52 L114 8');
  });

  it('Sketch draws smooth strokes with round ends', async () => {
    const { widget } = await renderWidget('Sketch');
    const [stroke] = pathsOf(widget);
    expect(stroke.getAttribute('d')).toMatch(/^M10 50 Q/);
    expect(stroke.getAttribute('stroke-linecap')).toBe('round');
    expect(stroke.getAttribute('stroke')).toBe('#333333');
  });

  it('SVGIcon draws the shapes of its markup and nothing else', async () => {
    const icon = await renderWidget('SVGIcon');
    expect(pathsOf(icon.widget)).toHaveLength(3);
    expect(icon.widget.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
    cleanup();
    const { widget } = await renderWidget('SVGIcon', {
      props: {
        svg: '<svg viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" onload="alert(1)" /><script>alert(1)</script><image href="https://x.test/a.png" /><path d="javascript:alert(1)" /></svg>',
      },
      style: { backgroundImageRotation: 90 },
    });
    const svg = widget.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 48 48');
    expect(svg.querySelectorAll('circle')).toHaveLength(1);
    expect(svg.querySelector('circle')?.getAttribute('onload')).toBeNull();
    expect(svg.querySelectorAll('script, image, path')).toHaveLength(0);
    expect(svg.querySelector('g')?.getAttribute('transform')).toBe('rotate(90 24 24)');
  });

  it('PolyLine is a diamond in its background, outlined by its border', async () => {
    const { widget } = await renderWidget('PolyLine', {
      style: { background: '#ff0000', borderTopWidth: 2, borderTopColor: '#000000' },
    });
    const shape = widget.querySelector<HTMLElement>('[data-shape="diamond"]')!;
    expect(shape.style.clipPath).toBe('polygon(50% 0%, 100% 50%, 50% 100%, 0% 50%)');
    expect(shape.style.background).toBe('#ff0000');
    expect(widget.querySelector('polygon')?.getAttribute('stroke')).toBe('#000000');
  });
});

// @vitest-environment happy-dom
// A ZIP that unpacks to far more than it holds (issue 29, part 8: 0.6 MB unpacked to 600 MB in the
// browser before any check) is stopped while it unpacks, with a clear message; exports still import.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { newApp, newWidget } from '@protolab/shared';
import { renderWithApp } from '../testing/renderWithApp';
import { cleanUpAfterEach, logInForADay } from '../testing/session';
import { ImportDialog } from './ImportDialog';
import {
  MAX_IMPORT_UNPACK_RATIO,
  MAX_IMPORT_ZIP_BYTES,
  parseImport,
  UNPACK_STEP_BYTES,
  UnpackLimitError,
  type ImportOptions,
} from './importFile';

cleanUpAfterEach();

const MB = 1024 * 1024;
/** The most one step of inflating may unpack past a limit (deflate's ceiling is 1,032:1). */
const ONE_STEP = UNPACK_STEP_BYTES * 1032;

/** The bomb: JSON entries of zeros at the per-file limit, deflated about 1,000:1. */
function zipBomb(entries = 1, size = MAX_IMPORT_ZIP_BYTES): Uint8Array {
  const zeros = new Uint8Array(size);
  const files = Object.fromEntries(Array.from({ length: entries }, (_, i) => [`events-${i}.json`, zeros]));
  return zipSync(files, { level: 9 });
}

function refusal(bytes: Uint8Array, options?: ImportOptions): UnpackLimitError {
  try {
    parseImport('export.zip', bytes, options);
  } catch (error) {
    if (error instanceof UnpackLimitError) return error;
    throw error;
  }
  throw new Error('the ZIP was imported');
}

/** A prototype of `widgets` distinct widgets, as our export holds it. */
function prototype(widgets: number) {
  const app = newApp({ id: 'a1', name: 'Shop' });
  app.screens.s1 = { id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: [], style: {}, props: {} } as never;
  for (let i = 0; i < widgets; i++) {
    const widget = newWidget({ id: `w${i}`, type: 'Button', x: i % 300, y: i * 7, props: { label: `Buy ${i}` } });
    app.widgets[widget.id] = widget;
    app.screens.s1!.children.push(widget.id);
  }
  return app;
}

describe('ZIP bombs', () => {
  it(`stops the issue's 1,000:1 ZIP at ${MAX_IMPORT_UNPACK_RATIO}:1 while it unpacks`, () => {
    const bomb = zipBomb();
    expect(MAX_IMPORT_ZIP_BYTES / bomb.length).toBeGreaterThan(900);
    const error = refusal(bomb);
    expect(error.problem).toBe('unpacksTooBig');
    // stopped near the ratio's allowance, never near the 50 MB the entry holds
    expect(error.unpacked).toBeGreaterThan(MAX_IMPORT_UNPACK_RATIO * bomb.length);
    expect(error.unpacked).toBeLessThanOrEqual(Math.max(MAX_IMPORT_UNPACK_RATIO * bomb.length, MB) + ONE_STEP);
    expect(error.unpacked).toBeLessThan(MAX_IMPORT_ZIP_BYTES / 4);
  });

  it('stops at the total however the ZIP spreads it over files and whatever the ratio', () => {
    const limits = { maxBytes: 2 * MB, maxRatio: 1_000_000 };
    const bomb = zipBomb(6, 1 * MB);
    const error = refusal(bomb, { unpackLimits: limits });
    expect(error.unpacked).toBeGreaterThan(limits.maxBytes);
    expect(error.unpacked).toBeLessThanOrEqual(limits.maxBytes + ONE_STEP);
    // the same ZIP under the total is read (it holds no prototype, which is another problem)
    expect(() => parseImport('export.zip', bomb, { unpackLimits: { ...limits, maxBytes: 7 * MB } })).toThrow(
      expect.objectContaining({ problem: 'invalidDocument' }) as Error,
    );
  });

  it('still imports an export: a big prototype with its image and recordings', () => {
    const app = prototype(4000);
    app.widgets.w0!.style = { backgroundImage: { url: 'a1/logo.png', w: 10, h: 10 } } as never;
    const events = Array.from({ length: 20_000 }, (_, i) => ({
      session: `S${i % 40}`,
      user: `U${i % 40}`,
      screen: 's1',
      widget: `w${i % 4000}`,
      type: 'WidgetClick',
      time: 1_700_000_000_000 + i * 37,
      x: i % 375,
      y: i % 667,
    }));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const zip = zipSync(
      {
        'app.json': strToU8(JSON.stringify(app)),
        'events.json': strToU8(JSON.stringify(events)),
        'images/logo.png': [png, { level: 0 }],
      },
      { level: 6 },
    );
    const parsed = parseImport('shop.zip', zip);
    expect(parsed.kind).toBe('zip');
    expect(Object.keys(parsed.app.widgets)).toHaveLength(4000);
    expect(parsed.images.get('logo.png')).toEqual(png);
    expect(parsed.study?.events.length).toBe(20_000);
  });

  it('the import dialog says why, and sends nothing', async () => {
    logInForADay();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<ImportDialog open onClose={vi.fn()} onImported={vi.fn()} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('ZIP or JSON file'),
      new File([zipBomb() as BlobPart], 'export.zip'),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `This ZIP unpacks to far more than it holds (over 200 MB, or over ${MAX_IMPORT_UNPACK_RATIO} times its own size), so it was stopped before it filled the browser's memory. Import a ZIP exported by Protolab, or the prototype's JSON files.`,
    );
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

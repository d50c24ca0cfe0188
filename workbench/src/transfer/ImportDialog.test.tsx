// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { newApp, newWidget, STUDY_PARTS, type StudyBatch, type StudyPart } from '@protolab/shared';
import { stubFetch, type FakeCall, type FakeHandler } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { cleanUpAfterEach, logInForADay } from '../testing/session';
import { MAX_IMPORT_JSON_BYTES } from './importFile';
import { ImportDialog } from './ImportDialog';

/** What the API answers to a study batch it stores in full: per part, how many records came. */
const partCounts = (batch: StudyBatch) =>
  Object.fromEntries(Object.keys(STUDY_PARTS).map((part) => [part, batch[part as StudyPart]?.length ?? 0]));

cleanUpAfterEach();

async function importFile(file: File | null) {
  const user = userEvent.setup({ applyAccept: false });
  const input = await screen.findByLabelText('ZIP or JSON file');
  if (file) await user.upload(input, file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

const render = (onImported = vi.fn(), onClose = vi.fn()) =>
  renderWithApp(<ImportDialog open onClose={onClose} onImported={onImported} />);

describe('ImportDialog', () => {
  it('shows nothing when closed', async () => {
    renderWithApp(<ImportDialog open={false} onClose={vi.fn()} onImported={vi.fn()} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses the import in the try-out mode and sends nothing', async () => {
    const calls = stubFetch({});
    render();
    await importFile(new File(['{}'], 'app.json', { type: 'application/json' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Import is not possible in the try-out mode. Please sign up first.',
    );
    expect(calls).toEqual([]);
  });

  it('asks for a file', async () => {
    logInForADay();
    render();
    await importFile(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a file to import.');
  });

  it('names a wrong file type at once', async () => {
    logInForADay();
    const calls = stubFetch({});
    render();
    await importFile(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong file type: choose a ZIP or a JSON file of a prototype.',
    );
    expect(calls).toEqual([]);
  });

  it('names a file too big', async () => {
    logInForADay();
    render();
    await importFile(new File([new Uint8Array(MAX_IMPORT_JSON_BYTES + 1)], 'big.json'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is too big: a ZIP may have at most 50 MB, a JSON file at most 5 MB.',
    );
  });

  it('names a ZIP that holds no prototype', async () => {
    logInForADay();
    render();
    await importFile(new File(['not a zip'], 'export.zip'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong ZIP type: this ZIP holds no prototype (app.json is missing).',
    );
  });

  it('imports a JSON prototype under a new id and closes', async () => {
    logInForADay();
    const calls = stubFetch({ 'POST /rest/apps/': (call) => call.body as object });
    const onImported = vi.fn();
    const onClose = vi.fn();
    render(onImported, onClose);
    const app = newApp({ id: 'old-id', name: 'Shop' });
    await importFile(new File([JSON.stringify(app)], 'shop.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    const sent = calls[0]!.body as { id: string; name: string };
    expect(sent.name).toBe('Shop');
    expect(sent.id).not.toBe('old-id');
    expect(onImported.mock.calls[0]![0]).toMatchObject({ id: sent.id, name: 'Shop' });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses images of which one is no JPG, PNG or GIF, and sends nothing', async () => {
    logInForADay();
    const calls = stubFetch({});
    render();
    const user = userEvent.setup({ applyAccept: false });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png');
    await user.upload(await screen.findByLabelText('Or images: one screen each'), [png, new File(['BM'], 'b.png')]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The image b.png has the wrong type: only JPG, PNG or GIF.',
    );
    expect(calls).toEqual([]);
  });

  it('lists what the file cannot bring along before the designer confirms: missing images, unknown types', async () => {
    logInForADay();
    const calls = stubFetch({});
    render();
    const app = newApp({ id: 'a1', name: 'Shop' });
    const image = (id: string, url: string) =>
      newWidget({ id, type: 'Image', style: { backgroundImage: { url, w: 10, h: 10 } } });
    app.widgets = {
      w1: image('w1', 'a1/there.png'),
      w2: image('w2', 'a1/gone.png'),
      w3: newWidget({ id: 'w3', type: 'Hologram' }),
      w4: newWidget({ id: 'w4', type: 'Hologram' }),
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const zip = zipSync({ 'app.json': strToU8(JSON.stringify(app)), 'images/there.png': png });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('ZIP or JSON file'), new File([zip], 'shop.zip'));
    const report = await screen.findByRole('region', { name: 'Before you import' });
    expect(report.textContent).toContain('Images the file does not hold (they will show as missing): gone.png');
    expect(report.textContent).toContain('Widget types this product does not draw (kept, but not shown): Hologram (2)');
    expect(report.textContent).not.toContain('there.png');
    // nothing is sent before the designer confirms
    expect(calls).toEqual([]);
  });

  it('says when everything comes along', async () => {
    logInForADay();
    stubFetch({});
    render();
    const user = userEvent.setup({ applyAccept: false });
    const app = newApp({ id: 'a1', name: 'Shop' });
    await user.upload(await screen.findByLabelText('ZIP or JSON file'), new File([JSON.stringify(app)], 'shop.json'));
    await screen.findByText('Everything in the file comes along.');
    expect(screen.queryByRole('region', { name: 'Before you import' })).toBeNull();
  });

  it('shows what a study brings and what it cannot, then sends the prototype, its tasks and its records', async () => {
    logInForADay();
    const calls = stubFetch(
      new Proxy({} as Record<string, FakeHandler>, {
        get: (_target, key: string) => (call: FakeCall) =>
          key === 'POST /rest/apps/'
            ? call.body
            : key.endsWith('/study.json')
              ? { stored: partCounts(call.body as StudyBatch), added: partCounts(call.body as StudyBatch) }
              : key.startsWith('POST /rest/test/')
                ? call.body
                : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
      }),
    );
    const onImported = vi.fn();
    render(onImported);
    const app = newApp({ id: 'a1', name: 'Shop' });
    app.screens.s1 = {
      id: 's1',
      name: 'Start',
      x: 0,
      y: 0,
      w: 375,
      h: 667,
      children: [],
      style: {},
      props: {},
    } as never;
    const event = (session: string, time: number | string, fields = {}) => ({
      session,
      user: 'U1',
      screen: 's1',
      widget: null,
      type: 'ScreenLoaded',
      time,
      x: -1,
      y: -1,
      ...fields,
    });
    const events = [event('S1', 1), event('S2', 2), event('S2', 3, { appID: 'elsewhere' }), event('S3', 'soon')];
    const settings = {
      tasks: [{ id: 't1', name: 'Look', flow: [{ screen: 's1', widget: null, type: 'ScreenLoaded' }] }],
    };
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('ZIP or JSON file'), [
      new File([JSON.stringify(events)], 'events.json'),
      new File([JSON.stringify(app)], 'app.json'),
      new File([JSON.stringify(settings)], 'test.json'),
    ]);
    const report = await screen.findByRole('region', { name: 'What will be imported' });
    expect([...report.querySelectorAll('[data-testid="study-counts"] li')].map((li) => li.textContent)).toEqual([
      'Prototype: Shop',
      'Sessions: 2',
      'Events: 2',
      'Mouse tracks: 0',
      'Tasks: 1',
      'Annotations: 0',
      'Comments: 0',
    ]);
    expect(report.textContent).toContain('What cannot be imported');
    expect(report.textContent).toContain('Events recorded on another prototype: 1');
    expect(report.textContent).toMatch(/Events that are not valid: 1 \(the first at "time": /);
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    const id = (calls[0]!.body as { id: string }).id;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /rest/apps/',
      `POST /rest/test/${id}.json`,
      `POST /rest/apps/${id}/study.json`,
    ]);
    expect(calls[2]!.body).toEqual({ events: events.slice(0, 2) });
  });
});

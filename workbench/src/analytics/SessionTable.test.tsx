// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import type { SessionRow } from '@protolab/shared';
import { ROW_HEIGHT, SessionTable, visibleRange, WINDOW_FROM } from './SessionTable';

const rows = (n: number): SessionRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `S${i}`,
    user: `U${i}`,
    start: Date.UTC(2026, 0, 5) + i * 60_000,
    duration: 90_000,
    device: '390×844',
    events: 100,
    tasksDone: i % 2,
    valid: i % 7 !== 0,
    tags: [],
    unusual: [],
  }));

function show(count: number, onValid = vi.fn()) {
  renderWithApp(
    <SessionTable
      appId="a1"
      sessions={rows(count)}
      example={false}
      busy={false}
      onValid={onValid}
      unusualText={() => ''}
    />,
  );
  return screen.findByTestId('session-table');
}

const replayLinks = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('SessionTable', () => {
  afterEach(cleanup);

  it('draws a short list whole', async () => {
    const table = await show(WINDOW_FROM);
    expect(within(table).getAllByRole('row')).toHaveLength(WINDOW_FROM + 1);
  });

  it('draws only the rows in view of a long list, and others as it scrolls', async () => {
    const onValid = vi.fn();
    const table = await show(10_000, onValid);
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeLessThan(40);
    expect(replayLinks(table)).toContain('Replay 1');
    expect(replayLinks(table)).not.toContain('Replay 5000');
    expect(table.getAttribute('aria-rowcount')).toBe('10001');

    const box = screen.getByTestId('session-scroll');
    box.scrollTop = 4999 * ROW_HEIGHT;
    fireEvent.scroll(box);
    const links = await within(table).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toContain('Replay 5000');
    expect(replayLinks(table)).not.toContain('Replay 1');
    expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    // a row drawn late still works: its toggle changes that session
    fireEvent.click(within(table).getByRole('checkbox', { name: /5000/ }));
    expect(onValid).toHaveBeenCalledWith('S4999', false);
  });

  it('keeps the scroll height of the whole list in its spacer rows', () => {
    expect(visibleRange(10_000, 0, 480)).toEqual([0, 21]);
    expect(visibleRange(10_000, 100 * ROW_HEIGHT, 480)).toEqual([92, 121]);
    expect(visibleRange(10, 0, 480)).toEqual([0, 10]);
    expect(visibleRange(10_000, 10_000 * ROW_HEIGHT, 480)).toEqual([9992, 10_000]);
  });
});

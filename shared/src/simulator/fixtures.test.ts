// The simulator on the quant-ux documents: every line of every fixture app leads where it says.
import { describe, expect, it } from 'vitest';
import { hasQuantUx, quantUxAppFiles, readQuantUx } from '../../../test/support/quantUxFixtures';
import { resolveScreenWidgets } from '../appDocument/inheritance';
import { importQuantUxApp } from '../appDocument/quantUx';
import { testSettingsSchema } from '../model/testSettings';
import { followLine, interact, screenTimers, startSimulator } from './engine';
import { advanceTasks, type FlowEvent, type TaskProgress } from './taskProgress';

describe.skipIf(!hasQuantUx)('simulator on the quant-ux fixtures', () => {
  it.each(quantUxAppFiles)('%s: starts, and every click line of a shown widget leads to its screen', (file) => {
    const { app } = importQuantUxApp(readQuantUx(file));
    const start = startSimulator(app)!;
    expect(app.screens[start.state.screen]).toBeDefined();
    for (const screenId of Object.keys(app.screens)) {
      const state = { ...start.state, screen: screenId };
      for (const widget of resolveScreenWidgets(app, screenId)) {
        const step = interact(app, state, { screen: screenId, widget: widget.id, trigger: 'click' });
        for (const event of step.events) expect(app.screens[event.screen]).toBeDefined();
        if (step.lines.length > 0 && step.events.length > 0) expect(step.state.screen).toBe(step.lines.at(-1)!.to);
      }
    }
  });

  it('funnelApp: the three buttons lead through the funnel', () => {
    const { app } = importQuantUxApp(readQuantUx('funnelApp.json'));
    let { state } = startSimulator(app)!;
    const path = [state.screen];
    for (const widget of ['w10004_41311', 'w10006_70470', 'w10010_90942']) {
      state = interact(app, state, { screen: state.screen, widget, trigger: 'click' }).state;
      path.push(state.screen);
    }
    expect(path).toEqual(['s10000_90393', 's10001_73370', 's10003_72617', 's10002_1007']);
  });

  it('export_snack: timer lines move on by themselves; a group line and an inherited start screen', () => {
    const { app } = importQuantUxApp(readQuantUx('export_snack.json'));
    const start = startSimulator(app)!;
    expect(start.state.screen).toBe('s10096');
    const [timer] = screenTimers(app, 's10096');
    expect(timer.delayMs).toBe(1300);
    const home = followLine(app, start.state, timer.line, 's10096').state;
    expect(home.screen).toBe('s10000');
    const grouped = app.groups!.g10038.children[0];
    expect(interact(app, home, { screen: 's10000', widget: grouped, trigger: 'click' }).state.screen).toBe('s10005');
    expect(screenTimers(app, 's10005').map((t) => t.delayMs)).toEqual([200]);
  });

  it('canvasTestApp: a slider line runs through Rest and LogicOr to its screen', () => {
    const { app } = importQuantUxApp(readQuantUx('canvasTestApp.json'));
    const { state } = startSimulator(app)!;
    const step = interact(app, state, { screen: 's10009', widget: 'w10030', trigger: 'click' });
    expect(step.lines.map((l) => l.id)).toEqual(['l10057', 'l10061', 'l10059']);
    expect(step.state.screen).toBe('s10009');
  });

  it('funnel events: tasks complete as the worked answers say (6 of 11, 7 of 11)', () => {
    const settings = testSettingsSchema.parse(readQuantUx('funnelTestSettings.json'));
    const events = readQuantUx<Array<FlowEvent & { session: string; time: number }>>('funnelEvents.json');
    const sessions = new Map<string, typeof events>();
    for (const e of [...events].sort((a, b) => a.time - b.time))
      sessions.set(e.session, [...(sessions.get(e.session) ?? []), e]);
    const completed = new Map<string, number>();
    const reached = settings.tasks.map(() => [0, 0, 0, 0]);
    for (const list of sessions.values()) {
      let progress: TaskProgress = {};
      for (const event of list) {
        const step = advanceTasks(settings.tasks, progress, event);
        progress = step.progress;
        for (const task of step.completed) completed.set(task.id, (completed.get(task.id) ?? 0) + 1);
      }
      settings.tasks.forEach((task, i) => {
        for (let s = 0; s < (progress[task.id]?.reached ?? 0); s++) reached[i][s]++;
      });
    }
    expect(sessions.size).toBe(11);
    expect(reached[0]).toEqual([11, 9, 7, 6]);
    expect(reached[1].slice(0, 3)).toEqual([11, 9, 7]);
    expect(Object.fromEntries(completed)).toEqual({ t1650571906141: 6, t1650571906142: 7 });
  });
});

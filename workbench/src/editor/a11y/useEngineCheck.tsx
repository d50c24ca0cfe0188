// axe-core, the field's standard engine, on each screen of the check's scope as the player draws
// it (roles, names, states), out of sight and one screen at a time, while the accessibility panel
// is open. The engine (≈ 650 KB) is loaded on first use only. A screen is checked again once its
// drawing changed and the designer paused; what it finds joins the document rules' findings.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { orderedScreens, sameDrawing, type A11yFinding, type App } from '@protolab/shared';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';
import { ENGINE_TAGS, engineFindings, LEFT_TO_THE_DOCUMENT } from './engineFindings';
import type { A11yScope } from './useAccessibilityCheck';

/** How long the document must rest before a changed screen is checked again (ms). */
const PAUSE_MS = 600;

type Axe = typeof import('axe-core');

/** The engine's texts in the workbench's language (English is its own). */
const ENGINE_LOCALES: Record<string, () => Promise<{ default: unknown }>> = {
  es: () => import('axe-core/locales/es.json'),
  de: () => import('axe-core/locales/de.json'),
  cn: () => import('axe-core/locales/zh_CN.json'),
  pt: () => import('axe-core/locales/pt_PT.json'),
  'pt-br': () => import('axe-core/locales/pt_BR.json'),
};

let engine: Promise<Axe> | undefined;
let engineLanguage = 'en';
/** the engine checks one thing at a time: a run still going when its screen went waits its end */
let running: Promise<unknown> = Promise.resolve();

function serially<T>(run: () => Promise<T>): Promise<T> {
  const result = running.then(run);
  running = result.catch(() => undefined);
  return result;
}

async function loadEngine(language: string): Promise<Axe> {
  engine ??= import('axe-core').then((module) => (module as unknown as { default?: Axe }).default ?? module);
  const axe = await engine;
  if (language !== engineLanguage) {
    const locale = await ENGINE_LOCALES[language]?.().catch(() => undefined);
    axe.configure({ locale: (locale?.default ?? {}) as Parameters<Axe['configure']>[0]['locale'] });
    engineLanguage = language;
  }
  return axe;
}

interface Checked {
  doc: App;
  findings: readonly A11yFinding[];
}

export interface EngineCheck {
  findings: readonly A11yFinding[];
  /** the screen being drawn for the engine: render it anywhere (it goes to the page's end, out of sight) */
  host: ReactNode;
  /** screens still to check */
  pending: number;
}

export function useEngineCheck(
  doc: App | undefined,
  open: boolean,
  scope: A11yScope,
  screenId: string | undefined,
  known: readonly A11yFinding[],
): EngineCheck {
  const { i18n } = useTranslation();
  const [checked, setChecked] = useState<ReadonlyMap<string, Checked>>(new Map());
  const [resting, setResting] = useState<App | undefined>(undefined);
  // the document checked is the one the designer paused on
  useEffect(() => {
    if (!open) return;
    const pause = setTimeout(() => setResting(doc), PAUSE_MS);
    return () => clearTimeout(pause);
  }, [doc, open]);

  const screens = useMemo(() => {
    if (!resting || !open) return [];
    if (scope === 'screen') return screenId && resting.screens[screenId] ? [screenId] : [];
    return orderedScreens(resting).map((s) => s.id);
  }, [resting, open, scope, screenId]);
  // not on every render of the canvas page: only when the screens or what was checked change
  const stale = useMemo(
    () =>
      screens.filter((id) => {
        const done = checked.get(id);
        return !done || !sameDrawing(done.doc, resting!, id);
      }),
    [screens, checked, resting],
  );
  const next = stale[0];

  const knownRef = useRef(known);
  knownRef.current = known;
  const onChecked = (id: string, checkedDoc: App, findings: A11yFinding[]) =>
    setChecked((before) => new Map(before).set(id, { doc: checkedDoc, findings }));

  const findings = useMemo(
    () => (open ? screens.flatMap((id) => checked.get(id)?.findings ?? []) : []),
    [open, screens, checked],
  );
  const host =
    next && resting
      ? createPortal(
          <EngineScreen
            key={next}
            app={resting}
            screenId={next}
            language={i18n.language}
            known={knownRef}
            onChecked={onChecked}
          />,
          document.body,
        )
      : null;
  return { findings, host, pending: stale.length };
}

/** A screen drawn as the player draws it, out of sight, and the engine's findings on it. */
function EngineScreen(props: {
  app: App;
  screenId: string;
  language: string;
  known: { current: readonly A11yFinding[] };
  onChecked(screenId: string, doc: App, findings: A11yFinding[]): void;
}) {
  const { app, screenId, language } = props;
  const ready = useWidgetRenderers(app, [screenId]);
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(props.onChecked);
  report.current = props.onChecked;
  useEffect(() => {
    if (!ready || !host.current) return;
    let gone = false;
    const root = host.current;
    void (async () => {
      // drawn and laid out first
      await new Promise((done) => requestAnimationFrame(done));
      const results = await serially(async () => {
        const axe = await loadEngine(language);
        if (gone) return undefined;
        return axe.run(root, {
          runOnly: { type: 'tag', values: [...ENGINE_TAGS] },
          rules: Object.fromEntries(LEFT_TO_THE_DOCUMENT.map((id) => [id, { enabled: false }])),
          resultTypes: ['violations'],
          elementRef: true,
        });
      });
      if (gone || !results) return;
      const widgetOf = (node: { element?: Element }) =>
        node.element?.closest('[data-widget]')?.getAttribute('data-widget') ?? undefined;
      report.current(screenId, app, engineFindings(results, screenId, widgetOf, props.known.current));
    })().catch(() => report.current(screenId, app, []));
    return () => {
      gone = true;
    };
  }, [ready, app, screenId, language, props.known]);
  const screen = app.screens[screenId];
  return (
    <div
      ref={host}
      className="editor-a11y-engine"
      data-testid="a11y-engine-screen"
      style={{ width: screen?.w, height: screen?.h }}
    >
      {ready && <PrototypeScreen app={app} screenId={screenId} scale={1} onValue={ignoreValue} />}
    </div>
  );
}

/** The engine reads the screen; what a tester would type is nothing it needs. */
function ignoreValue(): void {}

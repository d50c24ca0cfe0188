// The share dialog's Code part (issue 37): choose a static site or a React project, download it as
// a ZIP, and read the chosen screen's code, highlighted, with a Copy button.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportPrototype,
  hasOwnDrawing,
  iconNamesOf,
  reactProject,
  siteScreenCode,
  staticSite,
  type App,
} from '@protolab/shared';
import { useBanner } from '../shell/useBanner';
import { restExportPort } from '../transfer/restPorts';
import { downloadFile } from '../ui/fileDownload';
import { codeZip, type CodeKind } from './codeZip';
import { highlightCode, languageOf } from './highlightCode';
import { loadIconPaths } from './iconPaths';
import './codeExport.css';

const KINDS: CodeKind[] = ['react', 'site'];

export function CodeExport({ app }: { app: App }) {
  const { t } = useTranslation('code');
  const banner = useBanner();
  const ids = { kind: useId(), screen: useId(), file: useId() };
  const [kind, setKind] = useState<CodeKind>('react');
  // the icons are drawn inline: their paths are fetched once the dialog opens
  const [icons, setIcons] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void loadIconPaths(iconNamesOf(app)).then((paths) => live && setIcons(paths));
    return () => {
      live = false;
    };
  }, [app]);
  const prototype = useMemo(() => exportPrototype(app, { icons }), [app, icons]);
  const files = useMemo(
    () => (kind === 'site' ? staticSite(app, prototype) : reactProject(app, prototype)),
    [app, prototype, kind],
  );
  const [screenId, setScreenId] = useState<string | undefined>(undefined);
  const screen = prototype.screens.find((s) => s.id === screenId) ?? prototype.screens[0];
  // the types the export still draws as a plain box (charts, the timeline, sliders have drawings of their own)
  const boxes = screen?.drawnTypes.filter((type) => !hasOwnDrawing(type)) ?? [];
  const screenFiles = useMemo(() => {
    if (!screen) return {};
    if (kind === 'site') return siteScreenCode(screen);
    const paths = [`src/screens/${screen.component}.tsx`, `src/screens/${screen.component}.css`];
    return Object.fromEntries(paths.map((path) => [path, files[path] ?? '']));
  }, [screen, kind, files]);
  const [chosenFile, setFile] = useState(0);
  const paths = Object.keys(screenFiles);
  const path = paths[Math.min(chosenFile, paths.length - 1)];
  const code = path === undefined ? '' : screenFiles[path]!;
  const tokens = useMemo(() => (path === undefined ? [] : highlightCode(code, languageOf(path))), [code, path]);
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    setPreparing(true);
    try {
      const made = await codeZip(prototype, files, kind, restExportPort.loadImage);
      downloadFile(made.zip, made.fileName, 'application/zip');
      if (made.missing.length) banner.error(t('missingImages', { count: made.missing.length }));
    } finally {
      setPreparing(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      banner.success(t('copied'));
    } catch {
      banner.error(t('copyFailed'));
    }
  };

  return (
    <section className="share-code" aria-labelledby={`${ids.kind}-title`}>
      <h3 id={`${ids.kind}-title`}>{t('title')}</h3>
      <p className="muted">{t('intro')}</p>
      {!screen ? (
        <p className="muted">{t('noScreens')}</p>
      ) : (
        <>
          <div className="share-code-row">
            <div className="field">
              <label htmlFor={ids.kind}>{t('kind')}</label>
              <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as CodeKind)}>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button primary" disabled={preparing} onClick={() => void download()}>
              {preparing ? t('preparing') : t('download')}
            </button>
          </div>
          <div className="share-code-row">
            <div className="field">
              <label htmlFor={ids.screen}>{t('screen')}</label>
              <select id={ids.screen} value={screen.id} onChange={(e) => setScreenId(e.target.value)}>
                {prototype.screens.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.file}>{t('file')}</label>
              <select id={ids.file} value={path} onChange={(e) => setFile(paths.indexOf(e.target.value))}>
                {paths.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button secondary" onClick={() => void copy()}>
              {t('copy')}
            </button>
          </div>
          {boxes.length > 0 && <p className="muted">{t('drawn', { types: boxes.join(', ') })}</p>}
          <pre className="share-code-preview" aria-label={t('preview')} tabIndex={0}>
            <code>
              {tokens.map((token, i) =>
                token.kind === 'plain' ? (
                  token.text
                ) : (
                  <span key={i} className={`code-${token.kind}`}>
                    {token.text}
                  </span>
                ),
              )}
            </code>
          </pre>
        </>
      )}
    </section>
  );
}

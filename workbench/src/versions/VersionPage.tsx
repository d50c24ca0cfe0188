// A saved version on the canvas (apps/{id}/versions/{vid}.html), read only: a banner says which
// version it is, with Restore and Back to current. Compared with another version or the current
// draft (?compare=), the two are drawn side by side or overlaid (?overlay=1), each difference marked
// in its kind's colour and listed beside them; a difference clicked is selected and brought into view.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { versionDiff, type App, type Editor, type Saver, type VersionDifference } from '@protolab/shared';
import { banners } from '../shell/banners';
import { useCanvasView } from '../editor/useCanvasView';
import { ZoomControls } from '../editor/ZoomControls';
import { Segmented } from '../ui/Segmented';
import { DifferenceList } from './DifferenceList';
import { differenceBox, differenceMarks } from './differenceMarks';
import { useRestoreVersion } from './useRestoreVersion';
import { useVersion, useVersionList } from './versionQueries';
import { VersionPane } from './VersionPane';
import './versions.css';

/** What the version route asks for. `compare`: another version's id, or CURRENT for the draft. */
export interface VersionRoute {
  id: string;
  compare?: string;
  overlay: boolean;
}

export const CURRENT = 'current';

export function VersionPage({
  appId,
  route,
  current,
  editor,
  saver,
}: {
  appId: string;
  route: VersionRoute;
  /** the prototype as it is now (the draft) */
  current: App | undefined;
  /** absent for who may only read: nothing to restore into */
  editor: Editor | undefined;
  saver: Saver | undefined;
}) {
  const { t } = useTranslation('versions');
  const navigate = useNavigate();
  const list = useVersionList(appId);
  const opened = useVersion(appId, route.id);
  const other = useVersion(appId, route.compare === CURRENT ? undefined : route.compare);
  const older = opened.data?.doc;
  const newer = route.compare === CURRENT ? current : other.data?.doc;
  const comparing = route.compare !== undefined;
  const { restore, busy } = useRestoreVersion(appId, editor, saver);
  const [selection, setSelection] = useState<string[]>([]);
  const canvas = useCanvasView(comparing ? newer : older, undefined, true);
  const differences = useMemo(() => (older && newer ? versionDiff(older, newer) : undefined), [older, newer]);

  const name = opened.data?.name ?? '';
  const otherName = route.compare === CURRENT ? t('current') : (other.data?.name ?? '');
  const show = (search: { compare?: string; overlay?: 1 }) =>
    void navigate({ to: '/apps/$id/versions/{$vid}.html', params: { id: appId, vid: route.id }, search });
  const backToCurrent = () => void navigate({ to: '/apps/$id/create.html', params: { id: appId } });
  const onRestore = async () => {
    const note = await restore({ id: route.id, name });
    if (note.error) banners.error(note.text);
    else {
      banners.success(note.text);
      backToCurrent();
    }
  };
  const onShow = (difference: VersionDifference) => {
    setSelection([difference.id]);
    if (older && newer) canvas.centerOn(differenceBox(difference, older, newer));
  };

  const pane = { view: canvas.view, onView: canvas.setView, width: canvas.area.width, height: canvas.area.height };
  const ready = canvas.fitted && older && (!comparing || newer);
  const marks = (side: 'older' | 'newer' | 'both') =>
    differences && older && newer ? differenceMarks(differences, older, newer, side) : [];

  return (
    <div className="canvas-page version-page">
      <div className="version-banner" role="region" aria-label={t('bannerLabel')}>
        <strong>{comparing ? t('comparing', { name, other: otherName }) : t('viewing', { name })}</strong>
        <div className="version-actions">
          {editor && (
            <button
              type="button"
              className="button small primary"
              disabled={busy || !opened.data}
              onClick={() => void onRestore()}
            >
              {t('restore')}
            </button>
          )}
          <button type="button" className="button small ghost" onClick={backToCurrent}>
            {t('backToCurrent')}
          </button>
        </div>
        <label className="version-compare">
          {t('compareWith')}
          <select
            value={route.compare ?? ''}
            onChange={(e) =>
              show(e.target.value ? { compare: e.target.value, ...(route.overlay && { overlay: 1 }) } : {})
            }
          >
            <option value="">{t('compareNone')}</option>
            <option value={CURRENT}>{t('current')}</option>
            {list.data
              ?.filter((v) => v.id !== route.id)
              .map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
          </select>
        </label>
        {comparing && (
          <Segmented
            small
            label={t('layout')}
            value={route.overlay ? 'overlaid' : 'sideBySide'}
            options={[
              { value: 'sideBySide', label: t('sideBySide') },
              { value: 'overlaid', label: t('overlaid') },
            ]}
            onChange={(layout) => show({ compare: route.compare, ...(layout === 'overlaid' && { overlay: 1 }) })}
          />
        )}
        <ZoomControls scale={canvas.view.scale} onZoom={canvas.zoom} onFit={canvas.fitAll} />
      </div>
      <div className="editor-body">
        <div className="canvas-area version-pane" ref={canvas.area.ref} data-testid="version-canvas">
          {comparing && !route.overlay && <span className="version-pane-title">{name}</span>}
          {!ready ? (
            <p className="page-status">{t('loading')}</p>
          ) : comparing && newer && route.overlay ? (
            <VersionPane
              doc={newer}
              over={older}
              pane={pane}
              selection={selection}
              onSelect={setSelection}
              marks={marks('both')}
            />
          ) : (
            <VersionPane doc={older} pane={pane} selection={selection} onSelect={setSelection} marks={marks('older')} />
          )}
        </div>
        {comparing && !route.overlay && (
          <div className="canvas-area version-pane" data-testid="version-canvas-other">
            <span className="version-pane-title">{otherName}</span>
            {ready && newer && (
              <VersionPane
                doc={newer}
                pane={pane}
                selection={selection}
                onSelect={setSelection}
                marks={marks('newer')}
              />
            )}
          </div>
        )}
        {differences && <DifferenceList differences={differences} selected={selection} onShow={onShow} />}
      </div>
    </div>
  );
}

// My prototypes: the recent ones, all of them with a search, create, import, copy and delete.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { useRefuseGuest } from '../shell/useBanner';
import { useSession } from '../shell/useSession';
import { ImportDialog } from '../transfer/ImportDialog';
import { Modal } from '../ui/Modal';
import { SearchField } from '../ui/SearchField';
import { AppCard } from './AppCard';
import { recentApps, searchApps, type PrototypeCard } from './appList';
import { Header } from '../shell/Header';
import { CopyAppDialog } from './CopyAppDialog';
import { CreateAppForm, useOpenCreatedApp } from './CreateAppForm';
import { DeleteAppDialog } from './DeleteAppDialog';
import { FigmaImportButton } from '../figma/FigmaImportButton';
import { useAppList } from './queries';
import './prototypes.css';

export function MyAppsPage() {
  const { t } = useTranslation(['apps', 'common']);
  const navigate = useNavigate();
  const { guest } = useSession();
  const refuseGuest = useRefuseGuest();
  const list = useAppList();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [copying, setCopying] = useState<PrototypeCard>();
  const [deleting, setDeleting] = useState<PrototypeCard>();

  const apps = list.data ?? [];
  const found = searchApps(apps, query);
  const openCreated = useOpenCreatedApp();
  const openOverview = (app: App) => void navigate({ to: '/apps/{$id}.html', params: { id: app.id } });
  const cards = (items: PrototypeCard[]) =>
    items.map((app) => (
      <AppCard key={app.id} app={app} onCopy={setCopying} onDelete={app.role === 'owner' ? setDeleting : undefined} />
    ));

  return (
    <div className="apps-layout">
      <Header>
        <h1 className="app-header-title">{t('list.title')}</h1>
      </Header>
      <main className="page apps-page">
        <div className="apps-toolbar">
          <button type="button" className="button primary" onClick={() => !refuseGuest() && setCreating(true)}>
            {t('list.create')}
          </button>
          <button type="button" className="button secondary" onClick={() => !refuseGuest() && setImporting(true)}>
            {t('list.import')}
          </button>
        </div>
        {guest && <p className="apps-hint">{t('list.guest')}</p>}
        {list.isPending && !guest && <p className="page-status">{t('common:loading')}</p>}
        {list.isError && <p className="form-error">{t('common:error.GET')}</p>}
        {list.isSuccess && apps.length === 0 && (
          <div className="card empty-state">
            <h2>{t('list.emptyTitle')}</h2>
            <p className="muted">{t('list.empty')}</p>
          </div>
        )}
        {apps.length > 0 && (
          <>
            <section aria-labelledby="recent-title">
              <h2 id="recent-title">{t('list.recent')}</h2>
              <ul className="app-grid">{cards(recentApps(apps))}</ul>
            </section>
            <section aria-labelledby="all-title">
              <div className="section-head">
                <h2 id="all-title">{t('list.all', { count: apps.length })}</h2>
                <SearchField className="search-input" label={t('list.search')} value={query} onChange={setQuery} />
              </div>
              {found.length === 0 ? (
                <p className="muted">{t('list.noMatch', { query })}</p>
              ) : (
                <ul className="app-grid">{cards(found)}</ul>
              )}
            </section>
          </>
        )}
      </main>
      {creating && (
        <Modal title={t('create.title')} onClose={() => setCreating(false)}>
          <CreateAppForm onCreated={openCreated} onCancel={() => setCreating(false)} />
          <FigmaImportButton />
        </Modal>
      )}
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={openOverview} />
      {copying && <CopyAppDialog app={copying} onClose={() => setCopying(undefined)} />}
      {deleting && <DeleteAppDialog app={deleting} onClose={() => setDeleting(undefined)} />}
    </div>
  );
}

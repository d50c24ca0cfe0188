import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Header } from '../shell/Header';
import { FigmaImportButton } from '../figma/FigmaImportButton';
import { CreateAppForm, useOpenCreatedApp } from './CreateAppForm';
import './prototypes.css';

/** apps/create-app.html: the create form as a page. */
export function CreateAppPage() {
  const { t } = useTranslation('apps');
  const navigate = useNavigate();
  const openCreated = useOpenCreatedApp();
  return (
    <div className="apps-layout">
      <Header />
      <main className="page">
        <div className="card narrow">
          <h1>{t('create.title')}</h1>
          <CreateAppForm onCreated={openCreated} onCancel={() => void navigate({ to: '/apps/my-apps.html' })} />
          <FigmaImportButton />
        </div>
      </main>
    </div>
  );
}

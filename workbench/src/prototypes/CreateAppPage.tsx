import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Header } from '../shell/Header';
import { CreateAppForm } from './CreateAppForm';
import './prototypes.css';

/** apps/create-app.html: the create form as a page. */
export function CreateAppPage() {
  const { t } = useTranslation('apps');
  const navigate = useNavigate();
  return (
    <div className="apps-layout">
      <Header />
      <main className="page">
        <div className="card narrow">
          <h1>{t('create.title')}</h1>
          <CreateAppForm
            onCreated={(app) => void navigate({ to: '/apps/{$id}.html', params: { id: app.id } })}
            onCancel={() => void navigate({ to: '/apps/my-apps.html' })}
          />
        </div>
      </main>
    </div>
  );
}

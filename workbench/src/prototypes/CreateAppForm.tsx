// Create a prototype: name, device type and screen size → POST /rest/apps/ (with a first screen).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newApp, newScreen, openApiApp, type App } from '@protolab/shared';
import { ApiImportDialog } from '../apiImport/ApiImportDialog';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { banners } from '../shell/banners';
import { sessionStore } from '../shell/session';
import { useRefuseGuest } from '../shell/useBanner';
import { ModalActions } from '../ui/ModalActions';
import { TextField } from '../ui/TextField';
import {
  initialDeviceValues,
  MAX_SCREEN_SIDE,
  validateCreateApp,
  type CreateAppErrors,
  type CreateAppInput,
  type CreateAppValues,
} from './createAppForm';
import { DevicePicker } from './DevicePicker';
import { appKeys } from './queries';

interface CreateAppFormProps {
  /** `generate`: the designer chose "Generate screen…", to open the new prototype's AI generator */
  onCreated(app: App, generate: boolean): void;
  onCancel?(): void;
}

/** Where a new prototype opens: its overview, or its canvas with the AI generator ("Generate screen…"). */
export function useOpenCreatedApp(): CreateAppFormProps['onCreated'] {
  const navigate = useNavigate();
  return (app, generate) =>
    void navigate(
      generate
        ? { to: '/apps/$id/create.html', params: { id: app.id }, search: { generate: 1 } }
        : { to: '/apps/{$id}.html', params: { id: app.id } },
    );
}

export function CreateAppForm({ onCreated, onCancel }: CreateAppFormProps) {
  const { t } = useTranslation(['apps', 'ai', 'apiImport']);
  const queryClient = useQueryClient();
  const refuseGuest = useRefuseGuest();
  const [values, setValues] = useState<CreateAppValues>({ name: '', ...initialDeviceValues() });
  const [errors, setErrors] = useState<CreateAppErrors>({});
  /** the checked form while the API-description import is open ("Import API description…": a prototype of its screens) */
  const [fromApi, setFromApi] = useState<CreateAppInput | null>(null);
  const create = useMutation({
    mutationFn: ({ app }: { app: App; generate: boolean }) => api.apps.create(app),
    onSuccess: (app, { generate }) => {
      void queryClient.invalidateQueries({ queryKey: appKeys.list });
      queryClient.setQueryData(appKeys.app(app.id), app);
      onCreated(app, generate);
    },
    onError: reportError,
  });

  const submit = (event: FormEvent, generate = false) => {
    event.preventDefault();
    // SPEC §6: a guest must sign up to use the AI generator
    if (generate && !sessionStore.isLoggedIn()) return banners.hint(t('ai:signUp'));
    const result = validateCreateApp(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok || refuseGuest()) return;
    const { w, h } = result.input.screenSize;
    const screen = newScreen({ name: t('create.firstScreen'), x: 0, y: 0, w, h, props: { start: true } });
    create.mutate({ app: newApp({ ...result.input, screens: { [screen.id]: screen } }), generate });
  };

  const importApi = () => {
    const result = validateCreateApp(values);
    setErrors(result.ok ? {} : result.errors);
    // a guest sees the dialog, which says that import is blocked in try-out mode (SPEC §5)
    if (result.ok) setFromApi(result.input);
  };

  return (
    <>
      <form className="form create-app-form" onSubmit={submit} noValidate>
        <TextField
          label={t('form.name')}
          value={values.name}
          autoFocus
          error={errors.name && t(errors.name)}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        <DevicePicker
          values={values}
          onChange={(device) => setValues({ ...values, ...device })}
          error={errors.size && t(errors.size, { max: MAX_SCREEN_SIDE })}
        />
        <ModalActions onCancel={onCancel}>
          <button type="button" className="button" disabled={create.isPending} onClick={(e) => submit(e, true)}>
            {t('ai:open')}
          </button>
          <button type="button" className="button" disabled={create.isPending} onClick={importApi}>
            {t('apiImport:open')}
          </button>
          <button type="submit" className="button primary" disabled={create.isPending}>
            {t('create.submit')}
          </button>
        </ModalActions>
      </form>
      {/* beside the form: the dialog holds a form of its own */}
      {fromApi && (
        <ApiImportDialog
          screenSize={fromApi.screenSize}
          onImport={(clip) => create.mutate({ app: openApiApp(clip, { ...fromApi }), generate: false })}
          onClose={() => setFromApi(null)}
        />
      )}
    </>
  );
}

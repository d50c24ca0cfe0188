// Name, description, device and screen size (POST /rest/apps/props/{id}.json), export, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canDeleteApp, canEditApp, type App, type TeamRole } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner, useRefuseGuest } from '../shell/useBanner';
import { ExportButton } from '../transfer/ExportButton';
import { TextField } from '../ui/TextField';
import {
  initialDeviceValues,
  MAX_SCREEN_SIDE,
  nameError,
  screenSizeOf,
  type CreateAppErrorKey,
  type DeviceValues,
} from './createAppForm';
import { DeleteAppDialog } from './DeleteAppDialog';
import { DevicePicker } from './DevicePicker';
import { isDeviceType, presetOf } from './devices';
import { appKeys } from './queries';

function deviceValuesOf(app: App): DeviceValues {
  const type = isDeviceType(app.type) ? app.type : 'smartphone';
  return {
    ...initialDeviceValues(type),
    preset: presetOf(type, app.screenSize),
    w: String(app.screenSize.w),
    h: String(app.screenSize.h),
  };
}

const descriptionOf = (app: App) => (typeof app.description === 'string' ? app.description : '');

export function SettingsTab({ app, role }: { app: App; role: TeamRole | undefined }) {
  const { t } = useTranslation(['apps', 'common']);
  const banner = useBanner();
  const refuseGuest = useRefuseGuest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const descriptionId = useId();
  const [name, setName] = useState(app.name);
  const [description, setDescription] = useState(descriptionOf(app));
  const [device, setDevice] = useState(() => deviceValuesOf(app));
  const [errors, setErrors] = useState<{ name?: CreateAppErrorKey; size?: CreateAppErrorKey }>({});
  const [deleting, setDeleting] = useState(false);
  const editable = canEditApp(role);

  const save = useMutation({
    mutationFn: (props: Record<string, unknown>) => api.apps.saveProps(app.id, props),
    onSuccess: (saved) => {
      queryClient.setQueryData(appKeys.app(app.id), saved as App);
      void queryClient.invalidateQueries({ queryKey: appKeys.list });
      banner.success(t('settings.saved'));
    },
    onError: reportError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const screenSize = screenSizeOf(device);
    const next = { name: nameError(name), size: screenSize ? undefined : ('form.sizeInvalid' as const) };
    setErrors(next);
    if (next.name || !screenSize || refuseGuest()) return;
    save.mutate({ name: name.trim(), description, type: device.type, screenSize });
  };

  return (
    <section className="settings-tab">
      <form className="card form" onSubmit={submit} noValidate>
        <h2>{t('settings.title')}</h2>
        <fieldset className="plain-fieldset" disabled={!editable}>
          <TextField
            label={t('form.name')}
            value={name}
            error={errors.name && t(errors.name)}
            onChange={(e) => setName(e.target.value)}
          />
          <div className="field">
            <label htmlFor={descriptionId}>{t('settings.description')}</label>
            <textarea
              id={descriptionId}
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <DevicePicker
            values={device}
            onChange={setDevice}
            error={errors.size && t(errors.size, { max: MAX_SCREEN_SIDE })}
          />
        </fieldset>
        {editable ? (
          <div className="actions">
            <button type="submit" className="button primary" disabled={save.isPending}>
              {t('common:action.save')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('settings.readOnly')}</p>
        )}
      </form>
      <div className="card">
        <h2>{t('settings.exportTitle')}</h2>
        <p className="muted">{t('settings.exportText')}</p>
        <ExportButton appId={app.id} />
      </div>
      {canDeleteApp(role) && (
        <div className="card danger">
          <h2>{t('settings.deleteTitle')}</h2>
          <p className="muted">{t('settings.deleteText')}</p>
          <button type="button" className="button danger" onClick={() => setDeleting(true)}>
            {t('settings.delete')}
          </button>
        </div>
      )}
      {deleting && (
        <DeleteAppDialog
          app={app}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate({ to: '/apps/my-apps.html' })}
        />
      )}
    </section>
  );
}

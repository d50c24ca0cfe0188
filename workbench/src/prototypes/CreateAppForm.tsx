// Create a prototype: name, device type and screen size → POST /rest/apps/ (with a first screen).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newApp, newScreen, type App } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useRefuseGuest } from '../shell/useBanner';
import { ModalActions } from '../ui/ModalActions';
import { TextField } from '../ui/TextField';
import {
  initialDeviceValues,
  MAX_SCREEN_SIDE,
  validateCreateApp,
  type CreateAppErrors,
  type CreateAppValues,
} from './createAppForm';
import { DevicePicker } from './DevicePicker';
import { appKeys } from './queries';

interface CreateAppFormProps {
  onCreated(app: App): void;
  onCancel?(): void;
}

export function CreateAppForm({ onCreated, onCancel }: CreateAppFormProps) {
  const { t } = useTranslation('apps');
  const queryClient = useQueryClient();
  const refuseGuest = useRefuseGuest();
  const [values, setValues] = useState<CreateAppValues>({ name: '', ...initialDeviceValues() });
  const [errors, setErrors] = useState<CreateAppErrors>({});
  const create = useMutation({
    mutationFn: (app: App) => api.apps.create(app),
    onSuccess: (app) => {
      void queryClient.invalidateQueries({ queryKey: appKeys.list });
      queryClient.setQueryData(appKeys.app(app.id), app);
      onCreated(app);
    },
    onError: reportError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCreateApp(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok || refuseGuest()) return;
    const { w, h } = result.input.screenSize;
    const screen = newScreen({ name: t('create.firstScreen'), x: 0, y: 0, w, h, props: { start: true } });
    create.mutate(newApp({ ...result.input, screens: { [screen.id]: screen } }));
  };

  return (
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
        <button type="submit" className="button primary" disabled={create.isPending}>
          {t('create.submit')}
        </button>
      </ModalActions>
    </form>
  );
}

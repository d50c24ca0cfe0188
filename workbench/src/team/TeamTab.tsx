// The team of a prototype: members and their roles, suggestions, add by email, change, remove;
// revoking the invitation links. Actions the API would refuse are not shown (teamRules).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canAddMembers,
  canChangeRole,
  canRemove,
  canRevokeLinks,
  MEMBER_ROLES,
  RestError,
  type MemberRole,
  type TeamMember,
  type User,
} from '@protolab/shared';
import { Avatar } from '../account/Avatar';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { useSession } from '../shell/useSession';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { appKeys, useTeam } from '../prototypes/queries';
import { roleOf, validateAddMember } from './teamRules';
import './team.css';

const asUser = (member: TeamMember) => ({ ...member, id: member.userId, image: undefined }) as unknown as User;
const fullName = (person: { name?: string; lastname?: string }) =>
  [person.name, person.lastname].filter(Boolean).join(' ');

function AddMemberForm({ appId }: { appId: string }) {
  const { t } = useTranslation('apps');
  const banner = useBanner();
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('write');
  const [error, setError] = useState<string>();
  const suggestions = useQuery({ queryKey: appKeys.suggestions(appId), queryFn: () => api.team.suggestions(appId) });
  const add = useMutation({
    mutationFn: (input: { email: string; role: MemberRole }) => api.team.add(appId, input),
    onSuccess: (member) => {
      void queryClient.invalidateQueries({ queryKey: appKeys.team(appId) });
      banner.success(t('team.added', { email: member.email }));
      setEmail('');
    },
    onError: (failure) => {
      const status = failure instanceof RestError ? failure.status : 0;
      if (status === 404) setError(t('team.unknownEmail'));
      else if (status === 409) setError(t('team.alreadyMember'));
      else reportError(failure);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddMember(email, role);
    setError(result.ok ? undefined : t(result.error));
    if (result.ok) add.mutate(result.input);
  };
  return (
    <form className="card form" onSubmit={submit} noValidate>
      <h2>{t('team.addTitle')}</h2>
      <div className="field-row team-add-row">
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={`${id}-email`}>{t('team.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            list={`${id}-suggestions`}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <datalist id={`${id}-suggestions`}>
            {suggestions.data?.map((person) => (
              <option key={person.id} value={person.email}>
                {fullName(person)}
              </option>
            ))}
          </datalist>
        </div>
        <div className="field team-role-field">
          <label htmlFor={`${id}-role`}>{t('team.role')}</label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as MemberRole)}>
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button primary team-add-button" disabled={add.isPending}>
          {t('team.add')}
        </button>
      </div>
      {error && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      )}
      {suggestions.data && suggestions.data.length > 0 && (
        <div className="suggestions">
          <span className="muted">{t('team.suggestions')}</span>
          {suggestions.data.map((person) => (
            <button key={person.id} type="button" className="chip" onClick={() => setEmail(person.email)}>
              {fullName(person) || person.email}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}

function RevokeLinks({ appId }: { appId: string }) {
  const { t } = useTranslation('apps');
  const banner = useBanner();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const revoke = useMutation({
    mutationFn: () => api.team.deleteInvitation(appId),
    onSuccess: (invitations) => {
      queryClient.setQueryData(appKeys.invitations(appId), invitations);
      banner.success(t('team.revoked'));
      setAsking(false);
    },
    onError: reportError,
  });
  return (
    <div className="card">
      <h2>{t('team.linksTitle')}</h2>
      <p className="muted">{t('team.linksText')}</p>
      <button type="button" className="button ghost" onClick={() => setAsking(true)}>
        {t('team.revoke')}
      </button>
      {asking && (
        <Modal title={t('team.revokeTitle')} onClose={() => setAsking(false)}>
          <p>{t('team.revokeQuestion')}</p>
          <ModalActions onCancel={() => setAsking(false)}>
            <button type="button" className="button danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('team.revokeConfirm')}
            </button>
          </ModalActions>
        </Modal>
      )}
    </div>
  );
}

export function TeamTab({ appId }: { appId: string }) {
  const { t } = useTranslation(['apps', 'common']);
  const banner = useBanner();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const navigate = useNavigate();
  const team = useTeam(appId);
  const members = team.data ?? [];
  const me = roleOf(members, user.id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: appKeys.team(appId) });
  const change = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) => api.team.update(appId, userId, { role }),
    onSuccess: () => {
      refresh();
      banner.success(t('team.changed'));
    },
    onError: reportError,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => api.team.remove(appId, userId),
    onSuccess: (_answer, userId) => {
      banner.success(t('team.removed'));
      if (userId !== user.id) return refresh();
      // left the team: the prototype is no longer mine to see
      void queryClient.invalidateQueries({ queryKey: appKeys.list });
      void navigate({ to: '/apps/my-apps.html' });
    },
    onError: reportError,
  });

  if (team.isPending) return <p className="page-status">{t('common:loading')}</p>;
  if (team.isError) return <p className="form-error">{t('common:error.GET')}</p>;
  return (
    <section className="team-tab">
      <div className="card">
        <h2>{t('team.title', { count: members.length })}</h2>
        <ul className="member-list">
          {members.map((member) => (
            <li key={member.userId} className="member" data-testid="team-member">
              <Avatar user={asUser(member)} size={36} />
              <span className="member-who">
                <span className="member-name">
                  {fullName(member) || member.email}
                  {member.userId === user.id && <span className="badge">{t('team.you')}</span>}
                </span>
                <span className="muted member-email">{member.email}</span>
              </span>
              {canChangeRole(me, member) ? (
                <select
                  aria-label={t('team.roleOf', { email: member.email })}
                  value={member.role}
                  onChange={(e) => change.mutate({ userId: member.userId, role: e.target.value as MemberRole })}
                >
                  {MEMBER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`role.${r}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="role-label">{t(`role.${member.role}`)}</span>
              )}
              {canRemove(me, user.id, member) && (
                <button
                  type="button"
                  className="button ghost small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(member.userId)}
                >
                  {member.userId === user.id ? t('team.leave') : t('team.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
      {canAddMembers(me) && <AddMemberForm appId={appId} />}
      {canRevokeLinks(me) && <RevokeLinks appId={appId} />}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppComment } from '@protolab/shared';
import { api } from '../shell/api';
import { useSession } from '../shell/useSession';
import { CommentBoard, type CommentSource } from './CommentBoard';
import { studyKeys } from './queryKeys';
import './study.css';

/** The overview's "comments" tab: the team's and the testers' comments on the prototype. */
export function CommentsTab({ appId }: { appId: string }) {
  const { t } = useTranslation('study');
  const { user } = useSession();
  const team = useQuery({ queryKey: studyKeys.team(appId), queryFn: () => api.team.list(appId) });
  const isOwner = Boolean(team.data?.some((member) => member.userId === user.id && member.role === 'owner'));
  const mine = (comment: AppComment) => comment.user?.id === user.id;
  const source: CommentSource = {
    key: studyKeys.comments(appId),
    list: () => api.comments.list(appId),
    create: (input) => api.comments.create(appId, input),
    update: (id, message) => api.comments.update(appId, id, { message }),
    remove: (id) => api.comments.delete(appId, id),
    canEdit: mine,
    canDelete: (comment) => isOwner || mine(comment),
  };
  return (
    <div className="study-page">
      <h2 className="study-heading">{t('comments.title')}</h2>
      <CommentBoard source={source} />
    </div>
  );
}

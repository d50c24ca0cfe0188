import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import { CommentBoard, type CommentSource } from './CommentBoard';
import { ownLinkComments } from './comments';
import { studyKeys } from './queryKeys';
import './study.css';

/** `comments.html?h=HASH&app=ID`: a reviewer's comments through the comment link, no login. */
export function CommentLinkPage({ hash, appId }: { hash: string; appId: string }) {
  const { t } = useTranslation('study');
  const mine = (comment: { id: string }) => ownLinkComments.get(appId).includes(comment.id);
  const source: CommentSource = {
    key: studyKeys.commentsByHash(hash, appId),
    list: () => api.comments.byHash.list(hash, appId),
    create: async (input) => {
      const created = await api.comments.byHash.create(hash, appId, input);
      ownLinkComments.add(appId, created.id, created.authorKey);
      return created;
    },
    update: (id, message) =>
      api.comments.byHash.update(hash, appId, id, { message }, ownLinkComments.authorKey(appId, id)),
    remove: (id) => api.comments.byHash.delete(hash, appId, id, ownLinkComments.authorKey(appId, id)),
    canEdit: mine,
    canDelete: mine,
  };
  return (
    <main className="page study-page study-link-page">
      <h1>{t('comments.linkTitle')}</h1>
      <p className="muted">{t('comments.linkIntro')}</p>
      {hash && appId ? (
        <CommentBoard source={source} />
      ) : (
        <p className="form-error" role="alert">
          {t('comments.badLink')}
        </p>
      )}
    </main>
  );
}

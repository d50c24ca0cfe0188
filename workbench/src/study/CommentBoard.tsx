import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppComment, CommentInput } from '@protolab/shared';
import { errorText, reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { authorName, buildThreads, formatCommentTime, type CommentThread } from './comments';

/** Where comments come from and go to: the designer's calls, or those of a comment link. */
export interface CommentSource {
  key: QueryKey;
  list(): Promise<AppComment[]>;
  create(input: CommentInput): Promise<AppComment>;
  update(id: string, message: string): Promise<AppComment>;
  remove(id: string): Promise<unknown>;
  canEdit(comment: AppComment): boolean;
  canDelete(comment: AppComment): boolean;
}

/** The comments of a prototype in threads: add, reply, edit, delete. */
export function CommentBoard({ source }: { source: CommentSource }) {
  const { t } = useTranslation(['study', 'common']);
  const banner = useBanner();
  const queryClient = useQueryClient();
  const comments = useQuery({ queryKey: source.key, queryFn: source.list });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: source.key });
  const create = useMutation({
    mutationFn: source.create,
    onSuccess: () => {
      refresh();
      banner.success(t('study:comments.added'));
    },
    onError: reportError,
  });
  const update = useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => source.update(id, message),
    onSuccess: refresh,
    onError: reportError,
  });
  const remove = useMutation({
    mutationFn: source.remove,
    onSuccess: () => {
      refresh();
      banner.success(t('study:comments.deleted'));
    },
    onError: reportError,
  });

  const actions: ThreadActions = {
    reply: (parentId, message) => create.mutateAsync({ message, parentId }),
    edit: (id, message) => update.mutateAsync({ id, message }),
    remove: (id) => remove.mutate(id),
    canEdit: source.canEdit,
    canDelete: source.canDelete,
  };

  return (
    <div className="study-comments">
      <section className="card">
        <CommentForm
          label={t('study:comments.new')}
          submitLabel={t('study:comments.add')}
          onSubmit={(message) => create.mutateAsync({ message })}
        />
      </section>
      {comments.isPending && <p className="page-status">{t('common:loading')}</p>}
      {comments.isError && (
        <p className="form-error" role="alert">
          {errorText(comments.error)}
        </p>
      )}
      {comments.data?.length === 0 && <p className="study-empty">{t('study:comments.empty')}</p>}
      {comments.data && comments.data.length > 0 && (
        <ul className="study-thread-list" aria-label={t('study:comments.title')}>
          {buildThreads(comments.data).map((thread) => (
            <CommentItem key={thread.comment.id} thread={thread} actions={actions} />
          ))}
        </ul>
      )}
    </div>
  );
}

interface ThreadActions {
  reply(parentId: string, message: string): Promise<unknown>;
  edit(id: string, message: string): Promise<unknown>;
  remove(id: string): void;
  canEdit(comment: AppComment): boolean;
  canDelete(comment: AppComment): boolean;
}

function CommentItem({ thread, actions }: { thread: CommentThread; actions: ThreadActions }) {
  const { t, i18n } = useTranslation(['study', 'common']);
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const [confirming, setConfirming] = useState(false);
  const { comment } = thread;
  const author = authorName(comment) ?? t(comment.user ? 'study:comments.someone' : 'study:comments.tester');
  const edited = comment.lastUpdate !== undefined && comment.lastUpdate > comment.created;
  return (
    <li className="study-comment">
      <article aria-label={t('study:comments.by', { author })}>
        <header className="study-comment-head">
          <strong>{author}</strong>
          <time className="muted" dateTime={new Date(comment.created).toISOString()}>
            {formatCommentTime(comment.created, i18n.language)}
          </time>
          {edited && <span className="muted">{t('study:comments.edited')}</span>}
        </header>
        {mode === 'edit' ? (
          <CommentForm
            label={t('study:comments.editLabel')}
            submitLabel={t('common:action.save')}
            initial={comment.message}
            onSubmit={async (message) => {
              await actions.edit(comment.id, message);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        ) : (
          <p className="study-comment-message">{comment.message}</p>
        )}
        {mode === 'view' && (
          <div className="study-comment-actions">
            <button type="button" className="button ghost" onClick={() => setMode('reply')}>
              {t('study:comments.reply')}
            </button>
            {actions.canEdit(comment) && (
              <button type="button" className="button ghost" onClick={() => setMode('edit')}>
                {t('study:comments.edit')}
              </button>
            )}
            {actions.canDelete(comment) &&
              (confirming ? (
                <span className="study-confirm" role="group" aria-label={t('study:comments.confirmDelete')}>
                  <span>{t('study:comments.confirmDelete')}</span>
                  <button type="button" className="button danger" onClick={() => actions.remove(comment.id)}>
                    {t('common:action.delete')}
                  </button>
                  <button type="button" className="button ghost" onClick={() => setConfirming(false)}>
                    {t('common:action.cancel')}
                  </button>
                </span>
              ) : (
                <button type="button" className="button ghost study-danger" onClick={() => setConfirming(true)}>
                  {t('common:action.delete')}
                </button>
              ))}
          </div>
        )}
        {mode === 'reply' && (
          <CommentForm
            label={t('study:comments.replyLabel', { author })}
            submitLabel={t('study:comments.reply')}
            onSubmit={async (message) => {
              await actions.reply(comment.id, message);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        )}
      </article>
      {thread.replies.length > 0 && (
        <ul className="study-replies">
          {thread.replies.map((reply) => (
            <CommentItem key={reply.comment.id} thread={reply} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit(message: string): Promise<unknown>;
  onCancel?: () => void;
}

function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel }: CommentFormProps) {
  const { t } = useTranslation(['study', 'common']);
  const id = useId();
  const [message, setMessage] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    setBusy(true);
    try {
      await onSubmit(message.trim());
      setMessage('');
    } catch {
      // the mutation reported it; the text stays for another try
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="study-comment-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={2}
          value={message}
          placeholder={t('study:comments.placeholder')}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <div className="actions">
        {onCancel && (
          <button type="button" className="button ghost" onClick={onCancel}>
            {t('common:action.cancel')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={busy || !message.trim()}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

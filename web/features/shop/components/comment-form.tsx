import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { commentCreateSchema, type ProductComment } from '@shared/schemas/shop';
import { useMessageText, useT } from '@web/lib/i18n';
import { useApiForm } from '@web/components/form/use-api-form';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner } from '@web/components/ui/spinner';
import { useCreateComment } from '../api/create-comment';
import { personName } from '@web/components/ui/avatar';

/**
 * The comment / reply form, validated with the shared schema (the server's own rule and message).
 * It is loaded on demand (see comment-list.tsx): only signed-in readers of the Fikrlar tab need it,
 * so zod and the form library stay out of the product page everyone else downloads.
 */
const COMMENT_MAX = 2000;
const formSchema = commentCreateSchema.pick({ comment: true });

export function CommentForm({ meta, parent, onDone }: { meta: string; parent?: ProductComment; onDone?(): void }) {
  const t = useT();
  const messageText = useMessageText();
  const id = useId();
  const create = useCreateComment(meta);
  const areaRef = useRef<HTMLTextAreaElement | null>(null);
  const { register, reset, control, formState: { errors, isSubmitting }, alert, submit } = useApiForm({ schema: formSchema, defaultValues: { comment: '' }, fields: ['comment'] });
  const { ref, ...field } = register('comment');
  const length = useWatch({ control, name: 'comment' }).length;

  // A reply form opens where the reader clicked: put the cursor in it.
  useEffect(() => {
    if (parent) areaRef.current?.focus();
  }, [parent]);

  const onSubmit = submit(async ({ comment }) => {
    await create.mutateAsync({ comment, parent: parent?.guid });
    reset({ comment: '' });
    onDone?.();
  });

  const label = parent ? t('shop.comments.replyLabel', { name: personName(parent.user) }) : t('shop.comments.label');
  return (
    <form
      onSubmit={(e) => {
        // One comment per press, however slow the network: a second press while sending does nothing.
        if (isSubmitting) e.preventDefault();
        else void onSubmit(e);
      }}
      noValidate className={parent ? 'space-y-3' : 'space-y-3 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4'}>
      <label htmlFor={`${id}-c`} className={parent ? 'sr-only' : 'label'}>
        {label}
      </label>
      <textarea
        id={`${id}-c`}
        {...field}
        ref={(el) => {
          ref(el);
          areaRef.current = el;
        }}
        rows={parent ? 2 : 3}
        maxLength={COMMENT_MAX}
        placeholder={parent ? label : t('shop.comments.placeholder')}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={errors.comment ? `${id}-err` : `${id}-count`}
        className="input min-h-20 resize-y leading-relaxed"
      />
      {errors.comment?.message ? (
        <p id={`${id}-err`} className="field-error">
          {messageText(errors.comment.message)}
        </p>
      ) : null}
      <FormAlert>{alert}</FormAlert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={`${id}-count`} className="text-xs text-ink-500 tabular-nums">
          {length} / {COMMENT_MAX}
        </span>
        <div className="flex gap-2">
          {onDone ? (
            <button type="button" onClick={onDone} className="btn-ghost">
              {t('shop.comments.cancel')}
            </button>
          ) : null}
          <button type="submit" className="btn-primary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? <Spinner size={16} /> : null}
            {parent ? t('shop.comments.sendReply') : t('shop.comments.send')}
          </button>
        </div>
      </div>
    </form>
  );
}

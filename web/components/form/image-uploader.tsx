import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PRODUCT_IMAGES_MAX } from '@shared/constants';
import { MSG } from '@shared/validation/messages';
import { describedBy } from '@web/components/form/field-error';
import { CloseIcon, ImageIcon, UploadIcon } from '@web/components/ui/icons';
import { useMessageText, useT } from '@web/lib/i18n';
import { RequiredMark } from '@web/components/form/required-mark';
import { fileKey, formatFileSize, pickImages, type ImageRejection } from '@web/lib/image-files';
import { anyBigImage, shrinkBigImages } from '@web/lib/shrink-images';

/** One picture in the uploader: a file chosen now, or an image the item (a product, an announcement) already has (edit). */
export type UploadItem = { kind: 'file'; key: string; file: File; url: string } | { kind: 'existing'; key: string; id: number; url: string };

/** A stored picture as the uploader holds it: it counts toward the limit and can be removed like a new one. */
export const existingUpload = (img: { id: number; image: string }): UploadItem => ({ kind: 'existing', key: `existing-${img.id}`, id: img.id, url: img.image });

/** The pictures to send: the ids of the stored ones kept, and the files chosen now. */
export function splitUploads(items: readonly UploadItem[]): { keep: number[]; files: File[] } {
  return {
    keep: items.flatMap((i) => (i.kind === 'existing' ? [i.id] : [])),
    files: items.flatMap((i) => (i.kind === 'file' ? [i.file] : [])),
  };
}

const REJECTION_MESSAGE: Record<ImageRejection, string> = {
  type: MSG.imageOnly,
  size: MSG.imageTooLarge,
  count: MSG.imagesMax,
};

interface ImageUploaderProps {
  value: UploadItem[];
  onChange(items: UploadItem[]): void;
  /** The validation message of the images field (count rules of spec §5). */
  error?: string;
  /** Called with a refusal of the last pick (type, size, too many), or null when it went through. */
  onProblem(message: string | null): void;
  label: string;
}

/** The previews' object URLs of the files still chosen are revoked when the form goes away. */
function useRevokeOnUnmount(value: UploadItem[]) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.kind === 'file') URL.revokeObjectURL(item.url);
    },
    [],
  );
}

/** Dragging files over a zone: its highlight (`dragging`) and its handlers; dropped files go to `onFiles`. */
function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child element: count them so the highlight does not flicker.
  const depth = useRef(0);
  const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');
  const handlers = {
    onDragEnter: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth.current++;
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      onFiles([...e.dataTransfer.files]);
    },
  };
  return { dragging, handlers };
}

/** The uploader's ids: its label, hint, error and count texts, and the drop zone's text. */
const uploaderIds = (id: string) => ({ label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, count: `${id}-count`, zoneText: `${id}-zone-text` });
type UploaderIds = ReturnType<typeof uploaderIds>;

interface DropZoneProps {
  ids: UploaderIds;
  error?: string;
  zoneRef: RefObject<HTMLButtonElement | null>;
  onFiles(files: File[]): void;
}

/** The drop zone (a button opening the file picker, so it works by keyboard and on phones) and the hidden file input. */
function DropZone({ ids, error, zoneRef, onFiles }: DropZoneProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const { dragging, handlers } = useFileDrop(onFiles);
  return (
    <>
      <button
        ref={zoneRef}
        type="button"
        onClick={() => inputRef.current?.click()}
        {...handlers}
        aria-labelledby={`${ids.label} ${ids.zoneText}`}
        aria-describedby={describedBy(ids.hint, ids.count, error && ids.error)}
        aria-invalid={error ? true : undefined}
        data-dragging={dragging || undefined}
        className={`flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors ${
          dragging ? 'border-indigo-600 bg-indigo-50' : error ? 'border-pomegranate-600 bg-white' : 'border-ink-300 bg-white hover:border-indigo-600 hover:bg-indigo-50/60'
        }`}
      >
        <span className={`grid size-12 place-items-center rounded-full ${dragging ? 'bg-indigo-800 text-white' : 'bg-indigo-50 text-indigo-800'}`}>
          <UploadIcon size={24} />
        </span>
        <span id={ids.zoneText} className="text-sm font-semibold text-indigo-900">
          {dragging ? t('seller.images.drop') : t('seller.images.choose')}
        </span>
        <span id={ids.hint} className="text-xs text-ink-500">
          {t('seller.images.hint')}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        name="images"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          // Clear, so choosing the same file again after removing it fires a change.
          e.target.value = '';
        }}
      />
    </>
  );
}

/** One picture's preview: the image (the first marked main), its name and size, and its remove button. */
function PreviewItem({ item, index, onRemove }: { item: UploadItem; index: number; onRemove(): void }) {
  const t = useT();
  const name = item.kind === 'file' ? item.file.name : t('seller.images.existing', { n: index + 1 });
  return (
    <li className="relative overflow-hidden rounded-xl border border-ink-100 bg-white">
      <div className="relative aspect-square bg-cream-100">
        {item.url ? (
          <img src={item.url} alt={name} className="absolute inset-0 h-full w-full object-cover" />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-ink-300">
            <ImageIcon size={32} />
          </span>
        )}
        {index === 0 ? <span className="absolute bottom-1.5 left-1.5 rounded-full bg-indigo-900/85 px-2 py-0.5 text-[11px] font-semibold text-white">{t('seller.images.main')}</span> : null}
      </div>
      <p className="truncate px-2 py-1.5 text-xs text-ink-700" title={name}>
        {name}
        {item.kind === 'file' ? <span className="text-ink-500"> · {formatFileSize(item.file.size)}</span> : null}
      </p>
      <button
        type="button"
        data-remove
        onClick={onRemove}
        aria-label={t('seller.images.remove', { name })}
        className="absolute top-1.5 right-1.5 grid size-9 place-items-center rounded-full bg-white/95 text-pomegranate-700 shadow hover:bg-pomegranate-100"
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

/** The uploader's label (with the required mark) and the count of pictures against the limit. */
function UploaderHeading({ ids, label, count }: { ids: UploaderIds; label: string; count: number }) {
  const t = useT();
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <span id={ids.label} className="label mb-0">
        {label}
        {/* At least one image is required (spec §5). */}
        <RequiredMark />
      </span>
      <span id={ids.count} className={`text-xs font-medium ${count > PRODUCT_IMAGES_MAX ? 'text-pomegranate-700' : 'text-ink-500'}`}>
        {t('seller.images.count', { count, max: PRODUCT_IMAGES_MAX })}
      </span>
    </div>
  );
}

/**
 * Images of a product or a service announcement (spec §4, §5; its texts are the seller area's,
 * `seller.images.*`, so a page using it declares that area): the drop zone is also a button that opens the file picker, so it
 * works by keyboard and on phones; dragging files over it highlights it. Only image/* files, at most
 * 5 MB, no duplicates (same name and modified time), 4 in all. Previews use object URLs, revoked when
 * an image is removed and when the form goes away.
 */
function ImageUploader({ value, onChange, error, onProblem, label }: ImageUploaderProps) {
  const t = useT();
  const messageText = useMessageText();
  const ids = uploaderIds(useId());
  const zoneRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useRevokeOnUnmount(value);

  const [shrinking, setShrinking] = useState(false);
  const add = async (picked: File[]) => {
    if (!picked.length) return;
    // Photos over 5 MB are made smaller first (issue 40); the library loads only now.
    let files = picked;
    if (anyBigImage(picked)) {
      setShrinking(true);
      files = await shrinkBigImages(picked).finally(() => setShrinking(false));
    }
    const chosen = value.flatMap((i) => (i.kind === 'file' ? [i.file] : []));
    const pick = pickImages(chosen, value.length, files);
    const items: UploadItem[] = pick.accepted.map((file) => ({ kind: 'file', key: fileKey(file), file, url: URL.createObjectURL(file) }));
    if (items.length) onChange([...value, ...items]);
    const refusal = pick.rejected[0];
    onProblem(refusal ? REJECTION_MESSAGE[refusal.reason] : null);
    setNotice(pick.duplicates.length ? t('seller.images.duplicate', { count: pick.duplicates.length }) : null);
  };

  const remove = (index: number) => {
    const item = value[index];
    if (item.kind === 'file') URL.revokeObjectURL(item.url);
    onChange(value.filter((_, i) => i !== index));
    onProblem(null);
    setNotice(null);
    // Keep the keyboard user in place: the next picture's remove button, or the drop zone.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      (buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)] ?? zoneRef.current)?.focus();
    });
  };

  return (
    <div>
      <UploaderHeading ids={ids} label={label} count={value.length} />
      <DropZone ids={ids} error={error} zoneRef={zoneRef} onFiles={(files) => void add(files)} />
      {error ? (
        <p id={ids.error} className="field-error" role="alert">
          {messageText(error)}
        </p>
      ) : null}
      {notice || shrinking ? (
        <p className="mt-1 text-sm text-ink-700" role="status">
          {shrinking ? t('seller.images.shrinking') : notice}
        </p>
      ) : null}
      {value.length > 0 ? (
        // A named group around the list (a list itself is not named: issue 23, markup tools).
        <div role="group" aria-label={t('seller.images.previews')}>
          <ul ref={listRef} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {value.map((item, i) => (
              <PreviewItem key={item.key} item={item} index={i} onRemove={() => remove(i)} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface ImagesFieldProps<T extends FieldValues, C, O> {
  /** The form's control; its field of pictures is named images. */
  control: Control<T, C, O>;
  /** The form's clearErrors: a change of the pictures clears the field's error. */
  clearErrors(name: 'images'): void;
  label: string;
}

/**
 * The images section of a listing's form (a product's, a service announcement's): ImageUploader bound
 * to the form's `images` field, on its own card; under it, a refused pick, else the field's error (its count rule).
 */
export function ImagesSection<T extends FieldValues, C, O>({ control, clearErrors, label }: ImagesFieldProps<T, C, O>) {
  const [problem, setProblem] = useState<string | null>(null);
  const { field, fieldState } = useController({ control, name: 'images' as Path<T> });
  // An array field's own rule (too few, too many) is its root error.
  const error = fieldState.error as { message?: string; root?: { message?: string } } | undefined;
  return (
    <section className="card p-5 sm:p-6">
      <ImageUploader
        label={label}
        value={field.value}
        onChange={(items) => {
          field.onChange(items);
          if (fieldState.error) clearErrors('images');
        }}
        onProblem={setProblem}
        error={problem ?? error?.message ?? error?.root?.message}
      />
    </section>
  );
}

import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import type { Profile } from '@shared/schemas/users';
import { MSG } from '@shared/validation/messages';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';
import { ApiError } from '@web/lib/api-client';
import { PFP_ACCEPT, checkPfp } from '../profile-form';
import { Avatar } from './avatar';

/**
 * A profile photo being chosen (png, jpg, at most UPLOAD_MAX_BYTES): the file, its refusal (a
 * validation code) and its preview, revoked when replaced and when the form goes away.
 */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setError(undefined);
    if (!file) return setPhoto(null);
    const problem = checkPfp(file, UPLOAD_MAX_BYTES);
    if (problem) {
      e.target.value = '';
      setPhoto(null);
      setError(problem === 'type' ? MSG.imageOnly : MSG.imageTooLarge);
      return;
    }
    setPhoto(file);
  };

  /** Shows the server's word on the photo (its `pfp` field error) beside the picker; true when that was the failure's only field error. */
  const takeApiError = (err: unknown): boolean => {
    const { pfp, ...others } = err instanceof ApiError ? err.errors : {};
    if (pfp) setError(pfp);
    return !!pfp && Object.keys(others).length === 0;
  };

  return { photo, error, preview, onChange, takeApiError, clear: () => setPhoto(null) };
}
type PhotoChoice = ReturnType<typeof usePhotoChoice>;

interface PhotoFieldProps {
  choice: PhotoChoice;
  /** Whose initials (or stored picture) the avatar shows until a photo is chosen. */
  user: Pick<Profile, 'first_name' | 'last_name' | 'pfp'>;
  label: string;
  buttonText: string;
  /** What the picker says while nothing is chosen. */
  noneText: string;
  hint: string;
}

/** The avatar (or the chosen photo's preview) beside the photo picker, its hint and its error. */
export function PhotoField({ choice, user, label, buttonText, noneText, hint }: PhotoFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar user={user} size="lg" src={choice.preview} />
      <div className="min-w-0">
        <label htmlFor={id} className="label">
          {label}
        </label>
        <FilePicker
          id={id}
          name="pfp"
          accept={PFP_ACCEPT}
          onChange={choice.onChange}
          buttonText={buttonText}
          status={choice.photo?.name ?? noneText}
          aria-invalid={choice.error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, choice.error && `${id}-error`)}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
        <FieldError id={`${id}-error`} message={choice.error} />
      </div>
    </div>
  );
}

import { useEffect, useMemo, useState, type ChangeEvent } from 'react';

/**
 * A file being chosen for a form (a picture): the file, its refusal and its preview (an object URL,
 * revoked when replaced and when the form goes away). `check` says what is wrong with a picked file
 * (null: nothing); a refused file empties the input.
 */
export function usePickedFile(check: (file: File) => string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    setError(undefined);
    if (!picked) return setFile(null);
    const problem = check(picked);
    if (problem) {
      e.target.value = '';
      setFile(null);
      setError(problem);
      return;
    }
    setFile(picked);
  };

  return { file, setFile, error, setError, preview, onChange };
}

import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@web/lib/i18n';
import { SelectField } from './fields';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PhoneInput } from './phone-input';
import { TextField } from './text-field';

/** A person's fields, in the order every form shows them. */
export const PERSON_FIELDS = ['first_name', 'last_name', 'middle_name', 'phone', 'email', 'birthday', 'password', 'gender'] as const;
type PersonField = (typeof PERSON_FIELDS)[number];

/** Where a form's words for the fields are: `${prefix}.${field}` labels each field; `gender` holds the keys of the select's three options (none, male, female). */
export interface PersonWords {
  prefix: string;
  gender?: readonly [none: string, male: string, female: string];
}

interface PersonFieldsProps<F extends PersonField> {
  /** The fields this form has (shown in PERSON_FIELDS order). */
  fields: readonly F[];
  /** react-hook-form's register, for these field names. */
  register(name: F): UseFormRegisterReturn;
  errors: Partial<Record<F, { message?: string } | undefined>>;
  words: PersonWords;
  /** The typed password, for the strength meter. */
  password?: string;
  /** Which of the optional-looking fields the form's schema requires (the add-teacher form: all of them). */
  required?: Partial<Record<'email' | 'birthday' | 'gender', boolean>>;
  /**
   * 'own': the reader's own data, so the browser may fill it in (given-name, email, bday…); 'off': a
   * new account for someone else (the admin area), nothing filled in but a new password.
   */
  autoComplete?: 'own' | 'off';
  hints?: Partial<Record<PersonField, ReactNode>>;
  /** The phone shown but not edited (the profile: the number is the account's login). */
  readOnlyPhone?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A person's fields, shared by the sign-up, profile, add-user and add-teacher forms: names, the +998
 * phone, email, birthday, password with its strength meter, gender; each form shows the ones it has,
 * in its own words. Laid out by the form (a grid, or one column).
 */
export function PersonFields<F extends PersonField>({ fields, register, errors, words, password = '', required = {}, autoComplete = 'own', hints = {}, readOnlyPhone }: PersonFieldsProps<F>) {
  const t = useT();
  const strengthId = useId();
  const off = autoComplete === 'off';
  const has = (name: PersonField) => (fields as readonly PersonField[]).includes(name);
  const label = (name: PersonField) => t(`${words.prefix}.${name}`);
  // The field's props: its label, hint, error and registration; `own` is its autoComplete for the reader's own data.
  const field = (name: PersonField, own?: string) => ({
    label: label(name),
    hint: hints[name],
    error: errors[name as F]?.message,
    ...(off ? (name === 'birthday' || name === 'gender' ? {} : { autoComplete: 'off' }) : own ? { autoComplete: own } : {}),
    ...register(name as F),
  });
  const gender = words.gender;
  return (
    <>
      {has('first_name') && <TextField required {...field('first_name', 'given-name')} />}
      {has('last_name') && <TextField required {...field('last_name', 'family-name')} />}
      {has('middle_name') && <TextField {...field('middle_name', 'additional-name')} />}
      {has('phone') && <TextField required as={PhoneInput} {...field('phone')} />}
      {readOnlyPhone !== undefined && <TextField label={label('phone')} value={readOnlyPhone} readOnly disabled hint={hints.phone} className="input bg-ink-100 text-ink-700" />}
      {has('email') && <TextField required={required.email} type="email" inputMode="email" {...field('email', 'email')} />}
      {has('birthday') && <TextField required={required.birthday} type="date" min="1900-01-01" max={today()} {...field('birthday', 'bday')} />}
      {has('password') && (
        <div>
          <TextField required as={PasswordInput} aria-describedby={strengthId} {...field('password')} autoComplete="new-password" />
          <PasswordStrengthMeter password={password} id={strengthId} />
        </div>
      )}
      {has('gender') && gender && (
        <SelectField required={required.gender} {...field('gender')}>
          <option value="">{t(gender[0])}</option>
          <option value="0">{t(gender[1])}</option>
          <option value="1">{t(gender[2])}</option>
        </SelectField>
      )}
    </>
  );
}

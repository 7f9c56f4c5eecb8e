import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@web/components/form/fields';
import { PasswordInput } from '@web/components/form/password-input';
import { PasswordStrengthMeter } from '@web/components/form/password-strength-meter';
import { PhoneInput } from '@web/components/form/phone-input';
import { TextField } from '@web/components/form/text-field';
import { useT } from '@web/lib/i18n';

export const PERSON_FIELDS = ['first_name', 'last_name', 'middle_name', 'phone', 'email', 'birthday', 'password', 'gender'] as const;
type PersonField = (typeof PERSON_FIELDS)[number];

const today = () => new Date().toISOString().slice(0, 10);

interface PersonFieldsProps {
  /** react-hook-form's register, for these field names. */
  register(name: PersonField): UseFormRegisterReturn;
  errors: Partial<Record<PersonField, { message?: string } | undefined>>;
  /** The typed password, for the strength meter. */
  password: string;
  /** Which of the optional-looking fields the form's schema requires (the add-teacher form: all of them). */
  required?: Partial<Record<'email' | 'birthday' | 'gender', boolean>>;
}

/**
 * A new account's person fields, shared by the admin area's add-user and add-teacher forms: names,
 * the +998 phone, email, birthday, password with its strength meter, gender. In a two-column grid
 * from the sm width, one column on a phone.
 */
export function PersonFields({ register, errors, password, required = {} }: PersonFieldsProps) {
  const t = useT();
  const strengthId = useId();
  return (
    <>
      <TextField required label={t('admin.person.first_name')} autoComplete="off" error={errors.first_name?.message} {...register('first_name')} />
      <TextField required label={t('admin.person.last_name')} autoComplete="off" error={errors.last_name?.message} {...register('last_name')} />
      <TextField label={t('admin.person.middle_name')} autoComplete="off" error={errors.middle_name?.message} {...register('middle_name')} />
      <TextField required as={PhoneInput} label={t('admin.person.phone')} autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      <TextField required={required.email} type="email" inputMode="email" label={t('admin.person.email')} autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField required={required.birthday} type="date" label={t('admin.person.birthday')} min="1900-01-01" max={today()} error={errors.birthday?.message} {...register('birthday')} />
      <div>
        <TextField
          required
          as={PasswordInput}
          label={t('admin.person.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          aria-describedby={strengthId}
          {...register('password')}
        />
        <PasswordStrengthMeter password={password} id={strengthId} />
      </div>
      <SelectField required={required.gender} label={t('admin.person.gender')} error={errors.gender?.message} {...register('gender')}>
        <option value="">{t('admin.person.genderChoose')}</option>
        <option value="0">{t('admin.person.gender0')}</option>
        <option value="1">{t('admin.person.gender1')}</option>
      </SelectField>
    </>
  );
}

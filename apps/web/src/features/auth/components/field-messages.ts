import type { TFunction } from 'i18next';
import type { FieldIssue } from './field-issues';

export type AuthField = 'name' | 'email' | 'password';

/** Words a field issue in the visitor's language. */
export function fieldMessage(t: TFunction, field: AuthField, issue: FieldIssue): string {
  switch (field) {
    case 'name':
      return issue.kind === 'tooLong'
        ? t('auth.validation.nameTooLong', { max: issue.max })
        : t('auth.validation.nameRequired');
    case 'email':
      return issue.kind === 'required'
        ? t('auth.validation.emailRequired')
        : t('auth.validation.emailInvalid');
    case 'password':
      if (issue.kind === 'tooShort')
        return t('auth.validation.passwordTooShort', { min: issue.min });
      if (issue.kind === 'tooLong') return t('auth.validation.passwordTooLong', { max: issue.max });
      return t('auth.validation.passwordRequired');
  }
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

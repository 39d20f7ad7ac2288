import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  contactBodySchema,
  type ContactBody,
} from '@reelwright/contracts';
import { CheckCircle2, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactField } from './contact-field';

type Field = keyof ContactBody;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const MAX: Record<Field, number> = {
  name: CONTACT_NAME_MAX,
  email: 254,
  subject: CONTACT_SUBJECT_MAX,
  message: CONTACT_MESSAGE_MAX,
};

type FieldProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'subjectTooLong'
  | 'messageRequired'
  | 'messageTooLong';
type Problems = Partial<Record<Field, FieldProblem>>;

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/** What is wrong with each field, by the server's own schema. */
function problemsOf(values: ContactBody): Problems {
  const parsed = contactBodySchema.safeParse(values);
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (problems[field] !== undefined) continue;
    if (values[field].trim() === '') problems[field] = `${field}Required` as FieldProblem;
    else if (field === 'email') problems.email = 'emailInvalid';
    else problems[field] = `${field}TooLong` as FieldProblem;
  }
  return problems;
}

/** The contact form: checked here with the server's schema, stored by `POST /api/contact`. */
export function ContactForm() {
  const { t } = useTranslation('marketing');
  const baseId = useId();
  const firstInvalid = useRef<Partial<Record<Field, HTMLInputElement & HTMLTextAreaElement>>>({});
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<'rateLimited' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const errorIdOf = (field: Field) => `${baseId}-${field}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = problemsOf(values);
    setProblems(found);
    const firstField = FIELDS.find((field) => found[field] !== undefined);
    if (firstField !== undefined) {
      firstInvalid.current[firstField]?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(contactBodySchema.parse(values));
      setValues(EMPTY);
      setSent(true);
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.status === 429 ? 'rateLimited' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-card border border-success-600/30 bg-success-50 p-6">
        <p className="flex items-center gap-2 text-lg font-semibold text-success-700">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          {t('contact.thanksTitle')}
        </p>
        <p className="mt-2 text-success-700">{t('contact.thanksText')}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-4 rounded-control border border-success-600/40 bg-surface px-4 py-2 text-sm font-semibold text-success-700 hover:bg-success-50"
        >
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  const listed = FIELDS.filter((field) => problems[field] !== undefined);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {(['name', 'email'] as const).map((field) => (
          <ContactField
            key={field}
            label={t(`contact.form.${field}`)}
            value={values[field]}
            onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            errorId={problems[field] === undefined ? undefined : errorIdOf(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field}
            maxLength={MAX[field]}
            disabled={busy}
            inputRef={(element) => {
              if (element) firstInvalid.current[field] = element;
            }}
          />
        ))}
      </div>
      {(['subject', 'message'] as const).map((field) => (
        <ContactField
          key={field}
          label={t(`contact.form.${field}`)}
          value={values[field]}
          onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          errorId={problems[field] === undefined ? undefined : errorIdOf(field)}
          multiline={field === 'message'}
          maxLength={MAX[field]}
          disabled={busy}
          inputRef={(element) => {
            if (element) firstInvalid.current[field] = element;
          }}
        />
      ))}
      <div role="alert">
        {listed.length > 0 && (
          <div className="rounded-control border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
            <p className="font-semibold">{t('contact.form.errorsHeading')}</p>
            <ul className="mt-1 list-disc pl-5">
              {listed.map((field) => (
                <li key={field} id={errorIdOf(field)}>
                  {t(`contact.form.errors.${problems[field]!}`, { max: MAX[field] })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {failure !== null && (
          <p className="rounded-control border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {t(`contact.form.errors.${failure}`)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-4" />
        {busy ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}

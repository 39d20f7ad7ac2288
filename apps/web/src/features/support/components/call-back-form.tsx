import {
  CALL_BACK_PHONE_MAX,
  CALL_BACK_TIME_MAX,
  CALL_BACK_TOPIC_MAX,
  callBackBodySchema,
  type CallBackBody,
} from '@reelwright/contracts';
import { CheckCircle2, PhoneCall } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { requestCallBack } from '../api/request-call-back';

type Field = keyof CallBackBody;
const FIELDS: readonly Field[] = ['phone', 'preferredTime', 'topic'];
const MAX: Record<Field, number> = {
  phone: CALL_BACK_PHONE_MAX,
  preferredTime: CALL_BACK_TIME_MAX,
  topic: CALL_BACK_TOPIC_MAX,
};
type Problem =
  'phoneRequired' | 'phoneInvalid' | 'preferredTimeRequired' | 'topicRequired' | 'tooLong';
type Failure = 'rateLimited' | 'planRequired' | 'failed';

const EMPTY: CallBackBody = { phone: '', preferredTime: '', topic: '' };

/** What is wrong with each field, by the server's own schema. */
export function callBackProblems(values: CallBackBody): Partial<Record<Field, Problem>> {
  const parsed = callBackBodySchema.safeParse(values);
  if (parsed.success) return {};
  const problems: Partial<Record<Field, Problem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (problems[field] !== undefined) continue;
    if (values[field].trim() === '') problems[field] = `${field}Required`;
    else if (values[field].trim().length > MAX[field]) problems[field] = 'tooLong';
    else problems[field] = 'phoneInvalid';
  }
  return problems;
}

const failureOf = (caught: unknown): Failure =>
  caught instanceof ApiError && caught.status === 429
    ? 'rateLimited'
    : caught instanceof ApiError && caught.code === 'PLAN_REQUIRED'
      ? 'planRequired'
      : 'failed';

const inputClass =
  'mt-1.5 block w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-ink aria-invalid:border-danger-600';

/** Pro's call-back request: checked with the server's schema, sent to `POST /api/support/call-back`. */
export function CallBackForm() {
  const { t } = useTranslation('support');
  const baseId = useId();
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement>>>({});
  const [values, setValues] = useState<CallBackBody>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<CallBackBody | null>(null);

  const idOf = (field: Field, part: 'input' | 'hint' | 'error') => `${baseId}-${field}-${part}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = callBackProblems(values);
    setProblems(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      fieldRefs.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = callBackBodySchema.parse(values);
      await requestCallBack(body);
      setSent(body);
      setValues(EMPTY);
    } catch (caught) {
      setFailure(failureOf(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sent !== null) {
    return (
      <div role="status" className="rounded-card border border-success-600/30 bg-success-50 p-6">
        <p className="flex items-center gap-2 text-lg font-semibold text-success-700">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          {t('callBack.thanksTitle')}
        </p>
        <p className="mt-2 text-success-700">
          {t('callBack.thanksText', { phone: sent.phone, time: sent.preferredTime })}
        </p>
        <button
          type="button"
          onClick={() => setSent(null)}
          className="mt-4 rounded-control border border-success-600/40 bg-surface px-4 py-2 text-sm font-semibold text-success-700 hover:bg-success-50"
        >
          {t('callBack.another')}
        </button>
      </div>
    );
  }

  const field = (name: Field, options: { hint?: string; type?: string; autoComplete?: string }) => {
    const problem = problems[name];
    const describedBy = [
      options.hint === undefined ? null : idOf(name, 'hint'),
      problem === undefined ? null : idOf(name, 'error'),
    ]
      .filter((id) => id !== null)
      .join(' ');
    const common = {
      id: idOf(name, 'input'),
      name,
      value: values[name],
      disabled: busy,
      maxLength: MAX[name],
      required: true,
      'aria-invalid': problem !== undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
      className: inputClass,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <div>
        <label htmlFor={idOf(name, 'input')} className="block font-medium">
          {t(`callBack.form.${name}`)}
        </label>
        {name === 'topic' ? (
          <textarea
            {...common}
            rows={4}
            ref={(element) => {
              if (element) fieldRefs.current[name] = element;
            }}
          />
        ) : (
          <input
            {...common}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            ref={(element) => {
              if (element) fieldRefs.current[name] = element;
            }}
          />
        )}
        {options.hint !== undefined && (
          <p id={idOf(name, 'hint')} className="mt-1 text-sm text-ink-muted">
            {options.hint}
          </p>
        )}
        {problem !== undefined && (
          <p id={idOf(name, 'error')} className="mt-1 text-sm font-medium text-danger-700">
            {t(`callBack.form.errors.${problem}`, { max: MAX[name] })}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {field('phone', { hint: t('callBack.form.phoneHint'), type: 'tel', autoComplete: 'tel' })}
      {field('preferredTime', { hint: t('callBack.form.preferredTimeHint') })}
      {field('topic', {})}
      <div role="alert">
        {failure !== null && (
          <p className="rounded-control border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {t(`callBack.form.errors.${failure}`)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <PhoneCall aria-hidden="true" className="size-4" />
        {busy ? t('callBack.form.sending') : t('callBack.form.submit')}
      </button>
    </form>
  );
}

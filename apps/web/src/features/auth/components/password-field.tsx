import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a labelled show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // Browsers must not offer to spell-check or capitalise a password shown as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          // One label with a pressed state, as toggle buttons should have (not a label that flips).
          aria-label={t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
          disabled={props.disabled}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-control text-ink-muted hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4.5" />
          ) : (
            <Eye aria-hidden="true" className="size-4.5" />
          )}
        </button>
      }
    />
  );
}

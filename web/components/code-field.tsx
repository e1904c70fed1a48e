// The field a second factor's code is typed in (issue 57): the authenticator app's six figures, offered by
// the phone's keyboard and its one-time-code autofill, or a recovery code, typed as written. The enrolment
// dialog, the sign-in's second step and the step-up dialog all use it.
import type { InputHTMLAttributes } from 'react';
import { TOTP_DIGITS } from '../../core/second-factor';
import { Field, TextInput } from './field';

export type CodeKind = 'totp' | 'recovery';

const INPUTS: Record<CodeKind, InputHTMLAttributes<HTMLInputElement>> = {
  totp: { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: TOTP_DIGITS },
  // Not a one-time code the phone could offer; a word the keyboard must not correct or capitalise.
  recovery: { name: 'recovery-code', autoComplete: 'off', autoCapitalize: 'off', spellCheck: false },
};

interface CodeFieldProps {
  kind: CodeKind;
  label: string;
  hint?: string;
  /** The message, already in the interface language: read out as soon as it appears. */
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** The input's own class. */
  className?: string;
}

export function CodeField({ kind, label, hint, error, value, onChange, id, className }: CodeFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} announceError>
      {(control) => <TextInput {...control} {...INPUTS[kind]} className={className} required value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

// The parts of every form: a field (its label with the required mark, the control, a hint and the error,
// with the control's aria-describedby naming the hint and the error), the text input, select and
// textarea that go in it, and a checkbox with its label. The looks live in field.css, once.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './field.css';

/** What a field gives its control: the id its label points at, and the state screen readers hear. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shows the required mark (the control itself says it with `required` or `aria-required`). */
  marked?: boolean | undefined;
  hint?: ReactNode;
  /** The message, already in the interface language. */
  error?: string | undefined;
  /** Read out as soon as it appears: forms that show one message at a time. */
  announceError?: boolean;
  /** Spans every column of the form's grid. */
  wide?: boolean;
  className?: string;
  id?: string;
  children: (control: FieldControl) => ReactNode;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return join(!!hint && `${id}-hint`, !!error && `${id}-error`);
}

export function Field({ label, marked = false, hint, error, announceError = false, wide = false, className, id: givenId, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={join('field', wide && 'field--wide', className)}>
      <label htmlFor={id} className="field__label">
        {label}
        {marked ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} announce={announceError} />
    </div>
  );
}

/** A field's message, named by its control's aria-describedby as `${id}-error`. */
export function FieldError({ id, error, announce = false }: { id: string; error: string | undefined; announce?: boolean }) {
  return error ? (
    <p id={`${id}-error`} className="field__error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TextInput({ className, ...input }, ref) {
  return <input ref={ref} className={join('control', className)} {...input} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...textarea }, ref) {
  return <textarea ref={ref} className={join('control control--textarea', className)} {...textarea} />;
});

export interface Option {
  value: string;
  label: string;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices; a select with groups of choices passes its <optgroup>s as children instead. */
  options?: readonly Option[];
  /** A first, empty option ("Elige una opción"). */
  placeholder?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options = [], placeholder, className, children, ...select }, ref) {
  return (
    <select ref={ref} className={join('control control--select', className)} {...select}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {children}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
});

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Shows the required mark after the label. */
  marked?: boolean;
  /** What follows the box and its label (the error). */
  after?: ReactNode;
}

/** A box and its label side by side; `id` is generated when not given. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, marked = false, after, className, id: givenId, ...input }, ref) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={join('check', className)}>
      <input ref={ref} id={id} type="checkbox" {...input} />
      <label htmlFor={id}>
        {label}
        {marked ? <span aria-hidden="true"> *</span> : null}
      </label>
      {after}
    </div>
  );
});

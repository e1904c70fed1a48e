// The app's button: primary (brand colour), secondary (outlined), danger (red fill), danger-outline,
// and on a dark band on-dark (outlined in white) or dark (the brand's dark fill). A link or a label
// drawn as a button takes buttonClass().
import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'on-dark' | 'dark';

export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return `dash-button dash-button--${variant}${extra ? ` ${extra}` : ''}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant };

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

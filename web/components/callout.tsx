// A boxed message in the page: danger (a failure, a blocked account), warning (trouble to come: the
// chain agent's gas running low), success (a check that passed) or neutral (a notice: offline,
// read-only). The caller gives it its role (alert, status) when it must be announced.
import type { AriaRole, ReactNode } from 'react';
import { alertCircleOutline } from 'ionicons/icons';
import { Icon } from './icon';
import './callout.css';

interface CalloutProps {
  tone: 'danger' | 'warning' | 'success' | 'neutral';
  icon?: string;
  role?: AriaRole;
  className?: string;
  children: ReactNode;
}

export function Callout({ tone, icon, role, className, children }: CalloutProps) {
  return (
    <div className={`callout callout--${tone}${className ? ` ${className}` : ''}`} role={role}>
      {icon ? <Icon icon={icon} /> : null}
      {children}
    </div>
  );
}

/** A failure the user must hear about at once: the one look every screen gives an error it shows in place. */
export function AlertCallout({ className, children }: Pick<CalloutProps, 'className' | 'children'>) {
  return (
    <Callout tone="danger" icon={alertCircleOutline} role="alert" className={className}>
      {children}
    </Callout>
  );
}

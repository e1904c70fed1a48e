// The pieces of a project row that the admin table and the phone cards share: values, status badge and
// the row actions (spec 001 §2: edit hidden when blocked; block for active, unblock for blocked).
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icon';
import { createOutline, lockClosedOutline, lockOpenOutline } from 'ionicons/icons';
import type { ProjectSummary } from '../../../core/projects';
import { Badge } from '../../components/badge';
import { PendingApproval } from '../../components/pending-approval';
import { useT } from '../../i18n/i18n';
import type { BlockAction } from './api/projects-api';
import { euros, percent, projectStatusLabel, projectStatusTone, projectTypeLabel, whitelabelName } from './project-labels';

export interface RowActionsProps {
  onBlockAction: (project: ProjectSummary, action: BlockAction) => void;
}

export function useProjectCells() {
  const t = useT();
  return {
    type: (project: ProjectSummary) => projectTypeLabel(t, project.project_type),
    funding: (project: ProjectSummary) => euros(project.total_funding),
    annualReturn: (project: ProjectSummary) => (project.annual_return == null ? '—' : t('catalog.card.return', { value: percent(project.annual_return) })),
    whitelabel: (project: ProjectSummary) => whitelabelName(project.domain_id),
  };
}

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={projectStatusTone(status, 'admin')}>{projectStatusLabel(t, status)}</Badge>;
}

/** Block where the server allows blocking (an active project), unblock where it allows unblocking (a blocked one). */
const BLOCK_TOGGLES = {
  block: { action: 'block', icon: lockClosedOutline, label: 'projects.list.block', named: 'projects.list.blockNamed' },
  unblock: { action: 'unblock', icon: lockOpenOutline, label: 'projects.list.unblock', named: 'projects.list.unblockNamed' },
} as const;

/** `compact`: icons only, for the table beside the sidebar; the label stays for screen readers and as a tooltip. An unblock waiting for a second person (issue 57) says so in its place. */
export function RowActions({ project, onBlockAction, compact = false }: RowActionsProps & { project: ProjectSummary; compact?: boolean }) {
  const t = useT();
  const toggle = project.can?.block ? BLOCK_TOGGLES.block : project.can?.unblock ? BLOCK_TOGGLES.unblock : null;
  const label = (text: string) => (compact ? <span className="visually-hidden">{text}</span> : text);
  return (
    <div className={compact ? 'cluster project-row-actions--compact' : 'cluster'}>
      {project.status === 'blocked' ? null : (
        <Link
          to={`/dashboard/projects/${project.id}`}
          className={buttonClass('secondary', 'dash-button--small')}
          aria-label={t('projects.list.editNamed', { name: project.name })}
          title={compact ? t('projects.list.edit') : undefined}
        >
          <Icon icon={createOutline} />
          {label(t('projects.list.edit'))}
        </Link>
      )}
      {project.pending_approval?.kind === 'project.unblock' ? (
        <PendingApproval pending={project.pending_approval} compact />
      ) : toggle ? (
        <button
          type="button"
          className={buttonClass(toggle.action === 'block' ? 'danger-outline' : 'secondary', 'dash-button--small')}
          aria-label={t(toggle.named, { name: project.name })}
          title={compact ? t(toggle.label) : undefined}
          onClick={() => onBlockAction(project, toggle.action)}
        >
          <Icon icon={toggle.icon} />
          {label(t(toggle.label))}
        </button>
      ) : null}
    </div>
  );
}

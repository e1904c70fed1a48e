// The admin project form (spec 001 §2 "Admin project form"): five tabs with "Siguiente", the images and
// documents tabs once the project exists, the amber unsaved-changes note (and a question before leaving
// with changes), and the buttons the project's status allows. Validation is core's ProjectFieldsSchema
// (the server's own rules); the server decides.
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Icon } from '../../components/icon';
import { alertCircleOutline } from 'ionicons/icons';
import { isPublishable, ProjectFieldsSchema, type Project, type ProjectFields } from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { useOnline } from '../../shell/online-status';
import type { Profile } from '../../shell/session';
import { PROJECTS_LIST_PATH } from '../../shell/route-table';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { Callout } from '../../components/callout';
import { TabList, tabPanelProps, type TabItem } from '../../components/tab-list';
import { useLanguage, useT } from '../../i18n/i18n';
import { StatusBadge } from './admin-project-cells';
import { EditorActionBar } from './editor-action-bar';
import { WritesOfflineNotice } from './offline-notices';
import { BasicInfoFields, FinancingFields, TermsFields } from './project-fields';
import { DocumentsTab, ImagesTab } from './project-files-tabs';
import {
  EDITOR_TABS,
  formActions,
  newProjectValues,
  projectValues,
  type EditorTab,
  type ProjectFormValues,
} from './project-form-values';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';
import { useProjectSave } from './use-project-save';

const TAB_LABELS = {
  basic: 'projects.form.tab.basic',
  financing: 'projects.form.tab.financing',
  terms: 'projects.form.tab.terms',
  images: 'projects.form.tab.images',
  documents: 'projects.form.tab.documents',
} as const;

interface ProjectEditorProps {
  /** The saved project as the cache holds it, or null for a new one. */
  project: Project | null;
  profile: Profile;
  initialTab?: EditorTab;
}

export function ProjectEditor({ project, profile, initialTab = 'basic' }: ProjectEditorProps) {
  const t = useT();
  const [language] = useLanguage();
  const online = useOnline();
  const idBase = useId();
  const [domainId, setDomainId] = useState<1 | 2>(project?.domain_id ?? (profile.domain_id === 2 ? 2 : 1));
  const [tab, setTab] = useState<EditorTab>(initialTab);

  const form = useForm<ProjectFormValues, unknown, ProjectFields>({
    resolver: valibotResolver(ProjectFieldsSchema),
    defaultValues: project ? projectValues(project) : newProjectValues(),
    // Errors may sit on another tab: showErrorsOn() opens it and focuses the field.
    shouldFocusError: false,
  });
  const { save, saving } = useProjectSave({ form, project, domainId, tab, setTab });
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  const actions = formActions(project?.can ?? null, dirty, isPublishable(values));
  const leaving = useUnsavedChangesGuard(dirty && saving === null);
  const title = project ? project.name : t('projects.form.newTitle');
  useDashboardPage([{ label: t('projects.title'), to: PROJECTS_LIST_PATH }, { label: title }]);

  const tabs: TabItem<EditorTab>[] = EDITOR_TABS.map((id) => ({
    id,
    label: t(TAB_LABELS[id]),
    disabled: !project && (id === 'images' || id === 'documents'),
  }));
  const nextTab = tabs.slice(EDITOR_TABS.indexOf(tab) + 1).find((item) => !item.disabled);
  const writesBlocked = !online || saving !== null;

  return (
    <div className="project-editor">
      <header className="dash-page-header cluster project-editor__header">
        <h1 className="dash-title">{title}</h1>
        {project ? <StatusBadge status={project.status} /> : null}
      </header>
      {online ? null : <WritesOfflineNotice />}
      {actions.editable ? null : (
        <Callout tone="neutral">
          <p>{translateMessage('project.notEditable', language)}</p>
        </Callout>
      )}
      {dirty ? (
        <p className="badge badge--warning project-unsaved" role="status">
          <Icon icon={alertCircleOutline} />
          {t('projects.form.unsaved')}
        </p>
      ) : null}

      <div className="panel project-editor__tabs">
        <TabList idBase={idBase} label={t('projects.form.tabs')} tabs={tabs} active={tab} onSelect={setTab} />
        {project ? null : <p className="field__hint">{t('projects.form.filesAfterSave')}</p>}
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={title}>
            <fieldset className="project-form__fieldset" disabled={!actions.editable}>
              {tab === 'images' || tab === 'documents' ? null : <p className="field__hint">{t('projects.form.required')}</p>}
              <div {...tabPanelProps(idBase, 'basic', tab)}>
                <BasicInfoFields brand={{ value: domainId, onChange: setDomainId, locked: project !== null }} />
              </div>
              <div {...tabPanelProps(idBase, 'financing', tab)}>
                <FinancingFields termsFixed={project?.terms_fixed ?? false} />
              </div>
              <div {...tabPanelProps(idBase, 'terms', tab)}>
                <TermsFields />
              </div>
            </fieldset>
          </form>
        </FormProvider>
        <div {...tabPanelProps(idBase, 'images', tab)}>
          {project ? <ImagesTab project={project} /> : null}
        </div>
        <div {...tabPanelProps(idBase, 'documents', tab)}>
          {project ? <DocumentsTab project={project} /> : null}
        </div>
      </div>

      <EditorActionBar
        project={project}
        actions={actions}
        saving={saving}
        writesBlocked={writesBlocked}
        onCancel={leaving.guardLink(PROJECTS_LIST_PATH)}
        onNext={nextTab ? () => setTab(nextTab.id) : null}
        onSave={save}
      />
      {leaving.dialog}
    </div>
  );
}

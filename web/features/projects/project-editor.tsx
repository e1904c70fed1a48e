// The admin project form (spec 001 §2 "Admin project form"): five tabs with "Siguiente", the images and
// documents tabs once the project exists, the amber unsaved-changes note (and a question before leaving
// with changes), and the buttons the project's status allows. Validation is core's ProjectFieldsSchema
// (the server's own rules); the server decides.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import {
  consistencyProblems,
  isPublishable,
  missingForPublish,
  ProjectFieldsSchema,
  publishMissingMessage,
  type Project,
  type ProjectFields,
} from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { useOnline } from '../../app/online-status';
import type { Profile } from '../../app/session';
import { useDashboardPage } from '../../app/use-dashboard-page';
import { Button, buttonClass } from '../../components/button';
import { Callout } from '../../components/callout';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useDeleteProject, useSaveProject } from './api/project-mutations';
import { StatusBadge } from './admin-project-cells';
import { ConfirmDialog } from '../../components/modal-dialog';
import { WritesOfflineNotice } from './offline-notices';
import { BasicInfoFields, FinancingFields, TermsFields } from './project-fields';
import { writeFailure } from './project-labels';
import { DocumentsTab, ImagesTab } from './project-files-tabs';
import {
  firstErrorField,
  formActions,
  newProjectValues,
  projectValues,
  saveInput,
  tabOfField,
  type ProjectField,
  type ProjectFormValues,
} from './project-form-values';
import { TabList, tabPanelProps, type TabItem } from '../../components/tab-list';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

export const EDITOR_TABS = ['basic', 'financing', 'terms', 'images', 'documents'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** What a just-created project hands to its own edit address: the tab it was saved from. */
export interface CreatedState {
  tab: EditorTab;
}

const TAB_LABELS = {
  basic: 'projects.form.tab.basic',
  financing: 'projects.form.tab.financing',
  terms: 'projects.form.tab.terms',
  images: 'projects.form.tab.images',
  documents: 'projects.form.tab.documents',
} as const;

const LIST_PATH = '/dashboard/projects';

interface ProjectEditorProps {
  /** The saved project as the cache holds it, or null for a new one. */
  project: Project | null;
  profile: Profile;
  initialTab?: EditorTab;
}

function useProjectRemoval(project: Project | null) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const removal = useDeleteProject();
  const confirm = () => {
    if (!project) return;
    removal.mutate(project.id, {
      onSuccess: () => {
        toast.success(t('projects.form.deleted'));
        navigate(LIST_PATH);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(writeFailure(t, error, t('projects.form.deleteFailed')));
      },
    });
  };
  const dialog =
    asking && project ? (
      <ConfirmDialog
        title={t('projects.form.delete.title')}
        message={t('projects.form.delete.text', { name: project.name })}
        confirmLabel={t('projects.form.delete')}
        busyLabel={t('projects.delete.busy')}
        busy={removal.isPending || removal.isSuccess}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    ) : null;
  return { ask: () => setAsking(true), dialog };
}

export function ProjectEditor({ project, profile, initialTab = 'basic' }: ProjectEditorProps) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const online = useOnline();
  const idBase = useId();
  const [domainId, setDomainId] = useState<1 | 2>(project?.domain_id ?? (profile.domain_id === 2 ? 2 : 1));
  const [tab, setTab] = useState<EditorTab>(initialTab);
  const saveProject = useSaveProject();
  const saving = saveProject.isPending ? saveProject.variables.status : null;
  const pendingFocus = useRef<ProjectField | null>(null);
  const removal = useProjectRemoval(project);

  const form = useForm<ProjectFormValues, unknown, ProjectFields>({
    resolver: valibotResolver(ProjectFieldsSchema),
    defaultValues: project ? projectValues(project) : newProjectValues(),
    // Errors may sit on another tab: showErrorsOn() opens it and focuses the field.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  const actions = formActions(project?.status ?? null, dirty, isPublishable(values));
  const leaving = useUnsavedChangesGuard(dirty && saving === null);
  const title = project ? project.name : t('projects.form.newTitle');
  useDashboardPage([{ label: t('projects.title'), to: LIST_PATH }, { label: title }]);

  // A field on another tab can take focus once that tab has been shown.
  useEffect(() => {
    if (!pendingFocus.current) return;
    form.setFocus(pendingFocus.current);
    pendingFocus.current = null;
  }, [tab, form]);

  const showErrorsOn = (field: ProjectField | undefined) => {
    if (!field) return;
    const target = tabOfField(field) ?? 'basic';
    if (target === tab) return form.setFocus(field);
    pendingFocus.current = field;
    setTab(target);
  };

  const onInvalid = (status: 'draft' | 'active') => (errors: FieldErrors<ProjectFormValues>) => {
    showErrorsOn(firstErrorField(errors));
    if (status === 'draft' && errors.name) toast.error(translateMessage('project.draftNameRequired', language));
  };

  const onValid = (status: 'draft' | 'active') => (fields: ProjectFields) => {
    const problems = consistencyProblems(fields);
    for (const problem of problems) form.setError(problem.field, { message: problem.message });
    if (problems.length > 0) return showErrorsOn(firstErrorField(Object.fromEntries(problems.map((p) => [p.field, p]))));
    const missing = status === 'active' ? missingForPublish(fields) : [];
    if (missing.length > 0) return toast.error(t('projects.save.publishFailed', { message: publishMissingMessage(missing, language) }));

    saveProject.mutate(saveInput(fields, { status, projectId: project?.id ?? null, domainId }), {
      onSuccess: (saved) => {
        if (status === 'draft') toast.success(t('projects.save.drafted'));
        else toast.success(t(project ? 'projects.save.published' : 'projects.save.createdAndPublished'));
        if (!project) {
          const state: CreatedState = { tab };
          return navigate(`${LIST_PATH}/${saved.id}`, { replace: true, state });
        }
        form.reset(projectValues(saved));
      },
      onError: (error) => {
        const message = writeFailure(t, error, t('projects.save.failed'));
        toast.error(t(status === 'draft' ? 'projects.save.draftFailed' : 'projects.save.publishFailed', { message }));
      },
    });
  };

  const save = (status: 'draft' | 'active') => void form.handleSubmit(onValid(status), onInvalid(status))();

  const tabs: TabItem<EditorTab>[] = EDITOR_TABS.map((id) => ({
    id,
    label: t(TAB_LABELS[id]),
    disabled: !project && (id === 'images' || id === 'documents'),
  }));
  const nextTab = tabs.slice(EDITOR_TABS.indexOf(tab) + 1).find((item) => !item.disabled);
  const writesBlocked = !online || saving !== null;

  return (
    <div className="project-editor">
      <header className="dash-page-header project-editor__header">
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
        <p className="project-unsaved" role="status">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          {t('projects.form.unsaved')}
        </p>
      ) : null}

      <div className="project-tabs">
        <TabList idBase={idBase} label={t('projects.form.tabs')} tabs={tabs} active={tab} onSelect={setTab} />
        {project ? null : <p className="project-field__hint">{t('projects.form.filesAfterSave')}</p>}
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={title}>
            <fieldset className="project-form__fieldset" disabled={!actions.editable}>
              {tab === 'images' || tab === 'documents' ? null : <p className="project-field__hint">{t('projects.form.required')}</p>}
              <div {...tabPanelProps(idBase, 'basic', tab)}>
                <BasicInfoFields brand={{ value: domainId, onChange: setDomainId, locked: project !== null }} />
              </div>
              <div {...tabPanelProps(idBase, 'financing', tab)}>
                <FinancingFields />
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

      <div className="project-editor__actions">
        <div className="project-editor__secondary">
          <Link to={LIST_PATH} className={buttonClass('secondary')} onClick={leaving.guardLink(LIST_PATH)}>
            {t('common.cancel')}
          </Link>
          {project?.status === 'draft' ? (
            <Button variant="danger-outline" disabled={writesBlocked} onClick={removal.ask}>
              {t('projects.form.delete')}
            </Button>
          ) : null}
        </div>
        <div className="project-editor__primary">
          {nextTab ? (
            <Button variant="secondary" onClick={() => setTab(nextTab.id)}>
              {t('projects.form.next')}
            </Button>
          ) : null}
          {actions.saveDraft ? (
            <Button variant="secondary" disabled={writesBlocked} onClick={() => save('draft')}>
              {saving === 'draft' ? t('projects.form.saving') : t('projects.form.saveDraft')}
            </Button>
          ) : null}
          {actions.publish === 'hidden' ? null : (
            <Button variant="primary" disabled={writesBlocked || actions.publish === 'disabled'} onClick={() => save('active')}>
              {saving === 'active' ? t('projects.form.publishing') : t('projects.form.publish')}
            </Button>
          )}
        </div>
      </div>
      {removal.dialog}
      {leaving.dialog}
    </div>
  );
}

// Saving the admin form (spec 001 §2, §5): the schema's errors and core's consistency rules shown on their
// field (its tab opened first), a publish with fields missing refused with the list of them, then the save
// itself. A new project goes to its own edit address on the tab it was saved from; a saved one takes
// the server's answer as its new unchanged state.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { consistencyProblems, missingForPublish, publishMissingMessage, type Project, type ProjectFields } from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { PROJECTS_LIST_PATH } from '../../shell/route-table';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useSaveProject } from './api/project-mutations';
import { writeFailure } from './project-labels';
import {
  firstErrorField,
  projectValues,
  saveInput,
  tabOfField,
  type CreatedState,
  type EditorTab,
  type ProjectField,
  type ProjectFormValues,
} from './project-form-values';

interface SaveOptions {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectFields>;
  project: Project | null;
  domainId: 1 | 2;
  tab: EditorTab;
  setTab: (tab: EditorTab) => void;
}

export type SaveStatus = 'draft' | 'active';

export function useProjectSave({ form, project, domainId, tab, setTab }: SaveOptions) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const saveProject = useSaveProject();
  const pendingFocus = useRef<ProjectField | null>(null);

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

  const onInvalid = (status: SaveStatus) => (errors: FieldErrors<ProjectFormValues>) => {
    showErrorsOn(firstErrorField(errors));
    if (status === 'draft' && errors.name) toast.error(translateMessage('project.draftNameRequired', language));
  };

  const onValid = (status: SaveStatus) => (fields: ProjectFields) => {
    const problems = consistencyProblems(fields);
    for (const problem of problems) form.setError(problem.field, { message: problem.message });
    if (problems.length > 0) return showErrorsOn(firstErrorField(Object.fromEntries(problems.map((p) => [p.field, p]))));
    // Publish shows once the project is publishable (core's isPublishable); the stricter publish rules are
    // checked here, so the admin learns which fields are missing (the server checks them again).
    const missing = status === 'active' ? missingForPublish(fields) : [];
    if (missing.length > 0) {
      toast.error(publishMissingMessage(missing, language));
      return showErrorsOn(missing[0]);
    }

    saveProject.mutate(saveInput(fields, { status, projectId: project?.id ?? null, domainId }), {
      onSuccess: (saved) => {
        if (status === 'draft') toast.success(t('projects.save.drafted'));
        else toast.success(t(project ? 'projects.save.published' : 'projects.save.createdAndPublished'));
        if (!project) {
          const state: CreatedState = { tab };
          return navigate(`${PROJECTS_LIST_PATH}/${saved.id}`, { replace: true, state });
        }
        form.reset(projectValues(saved));
      },
      onError: (error) => {
        const message = writeFailure(t, error, t('projects.save.failed'));
        toast.error(t(status === 'draft' ? 'projects.save.draftFailed' : 'projects.save.publishFailed', { message }));
      },
    });
  };

  return {
    save: (status: SaveStatus) => void form.handleSubmit(onValid(status), onInvalid(status))(),
    /** The save under way, if any. */
    saving: saveProject.isPending ? saveProject.variables.status : null,
  };
}

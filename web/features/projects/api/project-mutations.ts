// The project writes as TanStack mutations, each leaving the cache as the server now has it: a saved
// project replaces the form's copy and the lists load again; a block or unblock changes the row's
// status in the admin list without a reload (spec 001 §4), and an unblock sent for approval (issue 57)
// reloads the lists, whose row now names the pending request; a file change loads the project's files again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../../core/projects';
import { isApprovalPending } from '../../../../core/approvals';
import { useToast } from '../../../components/toasts/use-toast';
import { useT } from '../../../i18n/i18n';
import { projectLoadError } from '../project-labels';
import { projectKeys, type AdminListData } from './project-queries';
import { deleteProject, deleteProjectFile, fetchProject, makeMainImage, saveProject, setProjectBlocked, type BlockAction } from './projects-api';

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (saved) => {
      queryClient.setQueryData(projectKeys.edit(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists }) });
}

export function useSetProjectBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: BlockAction; reason: string }) => setProjectBlocked(id, action, reason),
    onSuccess: (answer) => {
      if (isApprovalPending(answer)) {
        void queryClient.invalidateQueries({ queryKey: ['approvals'] });
        return queryClient.invalidateQueries({ queryKey: projectKeys.adminLists });
      }
      // The row takes its new status and the actions the server now allows, without a reload (spec 001 §4).
      const { id, status, can } = answer;
      queryClient.setQueriesData<AdminListData>({ queryKey: projectKeys.adminLists }, (list) =>
        list && { ...list, pages: list.pages.map((page) => ({ ...page, data: page.data.map((row) => (row.id === id ? { ...row, status, can } : row)) })) },
      );
    },
  });
}

/**
 * After an upload, a removal or a new main image: the server's files (order, main image) in the form's
 * copy of the project, unsaved edits left alone. Failing to load them is a toast; the form stays.
 */
export function useReloadProjectFiles(id: string) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async () => {
    try {
      const { images, documents, image_url } = await fetchProject(id);
      queryClient.setQueryData<Project>(projectKeys.edit(id), (project) => project && { ...project, images, documents, image_url });
    } catch (error) {
      toast.error(projectLoadError(t, error));
    }
  };
}

export function useDeleteProjectFile(projectId: string) {
  const reload = useReloadProjectFiles(projectId);
  return useMutation({ mutationFn: deleteProjectFile, onSuccess: () => void reload() });
}

export function useMakeMainImage(projectId: string) {
  const reload = useReloadProjectFiles(projectId);
  return useMutation({ mutationFn: makeMainImage, onSuccess: () => void reload() });
}

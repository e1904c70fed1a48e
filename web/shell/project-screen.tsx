// A project's page with the investments feature's funding summary and invest form put beside its
// figures: the shell composes the two features (features do not import each other), as one screen of
// the route table (shell/route-table.ts), so both arrive with the page's code.
import { InvestSection } from '../features/investments/invest-section';
import { ProjectDetailPage, type InvestSlot } from '../features/projects/project-detail-page';

const invest: InvestSlot = (project) => <InvestSection project={project} />;

export function ProjectScreen() {
  return <ProjectDetailPage invest={invest} />;
}

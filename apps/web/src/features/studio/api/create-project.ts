import {
  createProjectBodySchema,
  projectResultSchema,
  type CreateProjectBody,
  type Project,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/projects */
export async function createProject(body: CreateProjectBody): Promise<Project> {
  const data = await api.post('/api/projects', createProjectBodySchema.parse(body));
  return projectResultSchema.parse(data).project;
}

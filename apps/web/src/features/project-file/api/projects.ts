import {
  createProjectBodySchema,
  projectListSchema,
  projectResultSchema,
  type CreateProjectBody,
  type Project,
} from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/projects/:id */
export async function fetchProject(id: string): Promise<Project> {
  const data = await api.get(`/api/projects/${encodeURIComponent(id)}`);
  return projectResultSchema.parse(data).project;
}

/** POST /api/projects */
export async function createProject(body: CreateProjectBody): Promise<Project> {
  const data = await api.post('/api/projects', createProjectBodySchema.parse(body));
  return projectResultSchema.parse(data).project;
}

/** The titles of the caller's projects whose title has the words of `title` in it. */
export async function titlesLike(title: string): Promise<string[]> {
  if (title.trim() === '') return [];
  const data = await api.get(`/api/projects?q=${encodeURIComponent(title.slice(0, 200))}`);
  return projectListSchema.parse(data).projects.map((project) => project.title);
}

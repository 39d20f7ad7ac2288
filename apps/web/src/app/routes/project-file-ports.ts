import type { LibraryFile } from '../../features/editor/library/library-file';
import type { LibraryStore } from '../../features/editor/library/library-store';
import { createProject, titlesLike } from '../../features/project-file/api/projects';
import type { KnownFile, OpenPorts } from '../../features/project-file/open-project-file';
import type { ArchivableFile } from '../../features/project-file/project-archive';
import { addToLibrary } from './library-save';

const known = (file: LibraryFile): KnownFile => ({
  id: file.id,
  name: file.name,
  type: file.type,
  duration: file.duration,
  size: file.size,
});

/** Opening a project file into this account: its library in this browser and its projects. */
export function projectFilePorts(library: LibraryStore): OpenPorts {
  return {
    libraryFiles: async () => {
      await library.getState().load();
      return library.getState().files.map(known);
    },
    addToLibrary: async (file) => known(await addToLibrary(library, file)),
    titlesLike,
    createProject,
  };
}

/** The library's files as a project file packs them. */
export async function archivableFiles(library: LibraryStore): Promise<ArchivableFile[]> {
  await library.getState().load();
  return library.getState().files.map((file) => ({
    id: file.id,
    name: file.name,
    type: file.type,
    mimeType: file.mimeType,
    size: file.size,
    blob: file.blob,
  }));
}
